import { Timestamp } from 'firebase-admin/firestore';
import { daysBefore, NOTIFICATION_RETENTION_DAYS } from '@careers/domain';
import { MAX_BATCH_WRITES } from '../admin/batchDelete';
import { db } from '../firebase';
import { indexedRangeQuery } from '../firestore/indexedQueries';

/**
 * Deletes the read notifications created more than NOTIFICATION_RETENTION_DAYS before `now`, a
 * batch of at most 500 at a time until none is left; unread ones stay however old. Run daily by the
 * pruneNotifications function. Answers how many went.
 */
export async function pruneReadNotifications(now: Date): Promise<number> {
  const cutoff = Timestamp.fromDate(daysBefore(now, NOTIFICATION_RETENTION_DAYS));
  const old = indexedRangeQuery('readNotificationsBefore', { read: true }, { from: Timestamp.fromMillis(0), to: cutoff }).select();
  let deleted = 0;
  for (;;) {
    const page = await old.limit(MAX_BATCH_WRITES).get();
    if (page.empty) return deleted;
    const batch = db().batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
    if (page.size < MAX_BATCH_WRITES) return deleted;
  }
}
