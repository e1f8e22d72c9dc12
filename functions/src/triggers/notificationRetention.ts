import { Timestamp } from 'firebase-admin/firestore';
import { daysBefore, NOTIFICATION_RETENTION_DAYS } from '@careers/domain';
import { MAX_CHANGE_WRITES } from '../admin/batchDelete';
import { auditedRun, auditInto } from '../audit/requestAudit';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { indexedRangeQuery } from '../firestore/indexedQueries';

/**
 * Deletes the read notifications created more than NOTIFICATION_RETENTION_DAYS before `now`, a
 * batch of at most 500 at a time until none is left; unread ones stay however old. Run daily by the
 * pruneNotifications function. Answers how many went.
 */
export const pruneReadNotifications = (now: Date): Promise<number> =>
  auditedRun({ action: 'delete', kind: 'notifications', detail: 'read, past the retention' }, now, () => pruneBefore(now));

async function pruneBefore(now: Date): Promise<number> {
  const cutoff = Timestamp.fromDate(daysBefore(now, NOTIFICATION_RETENTION_DAYS));
  const old = indexedRangeQuery('readNotificationsBefore', { read: true }, { from: Timestamp.fromMillis(0), to: cutoff }).select();
  let deleted = 0;
  for (;;) {
    const page = await old.limit(MAX_CHANGE_WRITES).get();
    if (page.empty) return deleted;
    const batch = db().batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    auditInto(
      batch,
      COLLECTIONS.notifications,
      page.docs.map((doc) => doc.id),
    );
    await batch.commit();
    deleted += page.size;
    if (page.size < MAX_CHANGE_WRITES) return deleted;
  }
}
