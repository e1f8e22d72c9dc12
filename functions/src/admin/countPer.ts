import { db } from '../firebase';
import { mapFewAtOnce } from '../fewAtOnce';

/** How many aggregate queries run at once (each is one round trip; Firestore bills 1 read per 1,000 matches). */
export const COUNT_CONCURRENCY = 50;

/**
 * `{ value -> number of docs of collection whose field == value }` for each value, as count()
 * aggregations run side by side: no matching document is read, so a job with 5,000 applications
 * costs 5 reads, not 5,000.
 */
export async function countPer(collection: string, field: string, values: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(values)];
  const counts = await mapFewAtOnce(unique, COUNT_CONCURRENCY, (value) => countWhere(collection, field, value));
  return new Map(unique.map((value, i) => [value, counts[i]!]));
}

/** The count of one value (the per-row count calls of the spec). */
export async function countWhere(collection: string, field: string, value: string): Promise<number> {
  return (await db().collection(collection).where(field, '==', value).count().get()).data().count;
}
