/**
 * The daily pruning of notifications: read ones older than NOTIFICATION_RETENTION_DAYS go,
 * in batches of at most 500; unread ones stay however old. Runs the scheduled function's work against
 * the stack's Firestore with a fixed time (the emulators run no schedules).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_RETENTION_DAYS, daysBefore } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { pruneReadNotifications } from '../../functions/src/triggers/notificationRetention';
import { seedDocs } from '../support/admin';
import { uniqueLetters } from '../support/submissions';
import { useEmulators } from '../support/stack';

useEmulators();

const HOUR = 60 * 60 * 1000;

describe('pruning read notifications', () => {
  it(`deletes the read ones older than ${NOTIFICATION_RETENTION_DAYS} days, more than one batch of them, and keeps the rest`, async () => {
    const now = new Date();
    const cutoff = daysBefore(now, NOTIFICATION_RETENTION_DAYS).getTime();
    const tag = uniqueLetters();
    const notice = (read: boolean, at: number) => () => ({
      type: 'contact',
      message: `Retention ${tag}`,
      read,
      createdAt: Timestamp.fromMillis(at),
    });
    const oldRead = await seedDocs(COLLECTIONS.notifications, 501, notice(true, cutoff - HOUR));
    const [oldUnread] = await seedDocs(COLLECTIONS.notifications, 1, notice(false, cutoff - 100 * 24 * HOUR));
    const [recentRead] = await seedDocs(COLLECTIONS.notifications, 1, notice(true, cutoff + HOUR));

    expect(await pruneReadNotifications(now)).toBeGreaterThanOrEqual(oldRead.length);
    const left = await notifications(tag);
    expect(left.sort()).toEqual([oldUnread, recentRead].sort());

    // A day later the recent one has passed the retention too.
    expect(await pruneReadNotifications(new Date(now.getTime() + 24 * HOUR))).toBeGreaterThanOrEqual(1);
    expect(await notifications(tag)).toEqual([oldUnread]);
    await db().collection(COLLECTIONS.notifications).doc(oldUnread!).delete();
  });
});

async function notifications(tag: string): Promise<string[]> {
  const snapshot = await db().collection(COLLECTIONS.notifications).where('message', '==', `Retention ${tag}`).get();
  return snapshot.docs.map((doc) => doc.id);
}
