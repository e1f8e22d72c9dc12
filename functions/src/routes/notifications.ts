import { Router } from 'express';
import { API_MESSAGES, filterValuesOf, idsSchema, notificationQuerySchema } from '@careers/domain';
import { chunks, MAX_BATCH_WRITES } from '../admin/batchDelete';
import { markRead, NOTIFICATION_LIST, notificationRow } from '../admin/lists/notifications';
import { cappedRows, pagedListHandler } from '../admin/pagedList';
import { bulkDeleteHandler } from '../admin/resourceRouter';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { isDocId } from '../http/docId';
import { mount } from '../http/mount';
import { parseOr400 } from '../http/validate';

/** How many of the newest notifications the bell shows. */
export const BELL_LATEST = 5;

/** Notifications for the admin: list (filters), the bell's summary, delete, mark as read. */
export const notificationsRouter = Router();

/**
 * Given `limit`, a page (type, status=read|unread, date range, q by word prefix). Without it, the
 * spec's call: type and status filter in Firestore, and the message search is a case-insensitive
 * substring over the newest ADMIN_UNPAGED_MAX rows they leave, as the spec's other searches are.
 */
mount(
  notificationsRouter,
  'notificationList',
  pagedListHandler(NOTIFICATION_LIST, async (req, res) => {
    const { searchTerm, filterType, filterStatus } = parseOr400(notificationQuerySchema, req.query);
    const values = filterValuesOf(NOTIFICATION_LIST.paging, { type: filterType, status: filterStatus });
    const rows = await cappedRows(NOTIFICATION_LIST, res, values);
    const term = searchTerm?.toLowerCase();
    return term
      ? rows.filter((found) =>
          String(found.message ?? '')
            .toLowerCase()
            .includes(term),
        )
      : rows;
  }),
);

/**
 * The bell: aggregate counts of the unread and of all, and the few newest, never the whole
 * collection. A new, read or deleted notification changes it, so the list screen polls this and
 * refetches the whole list only when it changed.
 */
mount(notificationsRouter, 'notificationSummary', async (_req, res) => {
  const [unread, all, latest] = await Promise.all([
    db().collection(COLLECTIONS.notifications).where('read', '==', false).count().get(),
    db().collection(COLLECTIONS.notifications).count().get(),
    db().collection(COLLECTIONS.notifications).orderBy('createdAt', 'desc').limit(BELL_LATEST).get(),
  ]);
  res.json({ unreadCount: unread.data().count, total: all.data().count, latest: latest.docs.map(notificationRow) });
});

mount(notificationsRouter, 'notificationDelete', bulkDeleteHandler(COLLECTIONS.notifications, 'notificationDelete', 'notifications'));

/** Marks the named notifications read in batches; ids that do not exist are ignored. */
mount(notificationsRouter, 'notificationMarkRead', async (req, res) => {
  const { ids } = parseOr400(idsSchema, req.body);
  const refs = [...new Set(ids)].filter(isDocId).map((id) => db().collection(COLLECTIONS.notifications).doc(id));
  let updated = 0;
  for (const part of chunks(refs, MAX_BATCH_WRITES)) {
    updated += await markRead((await db().getAll(...part)).filter((doc) => doc.exists));
  }
  res.json({ message: API_MESSAGES.markedAsRead(updated), updated });
});

/** Mark all read: every unread notification, a batch at a time (a marked one leaves the query). */
mount(notificationsRouter, 'notificationMarkAllRead', async (_req, res) => {
  const unread = db().collection(COLLECTIONS.notifications).where('read', '==', false).limit(MAX_BATCH_WRITES);
  let updated = 0;
  for (let page = await unread.get(); !page.empty; page = await unread.get()) updated += await markRead(page.docs);
  res.json({ message: API_MESSAGES.markedAsRead(updated), updated });
});
