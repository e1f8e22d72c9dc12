import type { DocumentSnapshot } from 'firebase-admin/firestore';
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
  for (const part of chunks(unread, MAX_CHANGE_WRITES)) {
    const batch = db().batch();
    for (const doc of part) batch.update(doc.ref, { read: true });
    auditInto(
      batch,
      COLLECTIONS.notifications,
      part.map((doc) => doc.id),
    );
    await batch.commit();
  }
  return notifications.length;
}
