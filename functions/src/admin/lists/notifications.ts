import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { NOTIFICATION_FIELDS } from '@careers/domain';
import { chunks, MAX_CHANGE_WRITES } from '../batchDelete';
import { db } from '../../firebase';
import type { PagedList } from '../pagedList';
import { adminRowOf } from '../records';
import { auditInto } from '../../audit/requestAudit';
import { COLLECTIONS } from '../../collections';

const notificationFields = adminRowOf(NOTIFICATION_FIELDS);
export const notificationRow = (doc: DocumentSnapshot) => notificationFields(doc);

/** The admin's notifications: by type and status (read or unread). */
export const NOTIFICATION_LIST: PagedList = {
  page: 'notificationPage',
  paging: NOTIFICATION_FIELDS.paging,
  rowsOf: (docs) => docs.map(notificationRow),
};

/** Marks the notifications of these snapshots read, in batches; one read already is not written again. Answers how many. */
export async function markRead(notifications: readonly DocumentSnapshot[]): Promise<number> {
  const unread = notifications.filter((doc) => doc.get('read') !== true);
  for (const part of chunks(unread, MAX_CHANGE_WRITES)) await commitRead(part.map((doc) => doc.ref));
  return notifications.length;
}

const NOT_FOUND = 5;

/**
 * One batch of notifications marked read. One deleted since it was read (its record erased, trashed
 * or deleted meanwhile) fails the whole batch: the batch is made again of those that still exist.
 */
async function commitRead(refs: readonly DocumentReference[]): Promise<void> {
  for (let left = refs; left.length;) {
    const batch = db().batch();
    for (const ref of left) batch.update(ref, { read: true });
    auditInto(
      batch,
      COLLECTIONS.notifications,
      left.map((ref) => ref.id),
    );
    try {
      await batch.commit();
      return;
    } catch (error) {
      if ((error as { code?: number }).code !== NOT_FOUND) throw error;
      left = (await db().getAll(...left)).filter((doc) => doc.exists).map((doc) => doc.ref);
    }
  }
}
