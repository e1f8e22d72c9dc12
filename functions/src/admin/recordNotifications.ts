import type { DocumentReference, DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { NOTIFICATION_SOURCES, notificationId, type NotificationSource } from '../triggers/notifications';

const isSource = (collection: string): collection is NotificationSource => Object.hasOwn(NOTIFICATION_SOURCES, collection);

/**
 * The notifications about these records: a submission's notification id derives from its record
 * (triggers/notifications), so they are named without a query. Records of a collection that
 * notifies nothing (and subcollection documents) have none.
 */
export function notificationRefsOf(records: readonly Pick<DocumentSnapshot, 'ref'>[]): DocumentReference[] {
  return records.flatMap(({ ref }) => {
    const collection = ref.parent.id;
    return ref.parent.parent === null && isSource(collection)
      ? [db().collection(COLLECTIONS.notifications).doc(notificationId(collection, ref.id))]
      : [];
  });
}

/** True when deleting records of `collection` deletes notifications too (a write more per record). */
export const hasNotifications = (records: readonly Pick<DocumentSnapshot, 'ref'>[]) => notificationRefsOf(records.slice(0, 1)).length > 0;

/**
 * Deletes, in the batch that deletes the records, the notifications about them, so no notification
 * is left leading nowhere. A notification that is not there (deleted, or pruned once read) is no
 * error.
 */
export function deleteNotificationsOf(batch: WriteBatch, records: readonly Pick<DocumentSnapshot, 'ref'>[]): void {
  for (const ref of notificationRefsOf(records)) batch.delete(ref);
}
