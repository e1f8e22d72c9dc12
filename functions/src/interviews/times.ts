import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';

/**
 * The application's copy of its scheduled interviews' times, by interview id, written in the
 * transaction that schedules, changes or cancels one: a list row (the board's Interview cards)
 * tells the next interview without reading any, however many interviews there are. The times,
 * not one "next" instant, are kept, so an interview that has ended gives way to the next one
 * without a write.
 */
export const INTERVIEW_TIMES = 'interviewTimes';

interface StoredTimes {
  startsAt?: unknown;
  endsAt?: unknown;
}

const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : Number.NaN);

const timesOf = (doc: DocumentSnapshot): [string, StoredTimes][] => {
  const stored: unknown = doc.get(INTERVIEW_TIMES);
  return stored && typeof stored === 'object' ? Object.entries(stored as Record<string, StoredTimes>) : [];
};

/** The start (ISO) of the application's next scheduled interview not ended at `now`, or null. */
export function nextInterviewAtOf(application: DocumentSnapshot, now = Date.now()): string | null {
  const coming = timesOf(application)
    .filter(([, times]) => millisOf(times.endsAt) > now)
    .map(([, times]) => millisOf(times.startsAt))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  return coming.length ? new Date(coming[0]!).toISOString() : null;
}

/**
 * The fields of an application update that record one interview's times (`times`), or take them
 * off (null: cancelled), and drop the times of interviews ended by `now`, so the copy stays small.
 */
export function interviewTimesUpdate(
  application: DocumentSnapshot,
  interviewId: string,
  times: { startsAt: Timestamp; endsAt: Timestamp } | null,
  now: Date,
): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  for (const [id, stored] of timesOf(application))
    if (!(millisOf(stored.endsAt) > now.getTime())) update[`${INTERVIEW_TIMES}.${id}`] = FieldValue.delete();
  update[`${INTERVIEW_TIMES}.${interviewId}`] = times ? { startsAt: times.startsAt, endsAt: times.endsAt } : FieldValue.delete();
  return update;
}
