import { AsyncLocalStorage } from 'node:async_hooks';
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';

/**
 * The Firestore reads one piece of work is billed, counted where it queries: a query's documents
 * (at least one, as Firestore bills an empty answer) and a count()'s index entries, one read per
 * 1,000 (at least one). The public job list reports them with its answers (FIRESTORE_READS_HEADER),
 * so a page's cost is measured against the real stack, whose emulators bill nothing.
 */
const tallies = new AsyncLocalStorage<{ reads: number }>();

/** Runs `work`, counting the reads of the queries it runs through readDocs and countDocs (concurrent ones too). */
export async function tallyReads<T>(work: () => Promise<T>): Promise<{ value: T; reads: number }> {
  const tally = { reads: 0 };
  const value = await tallies.run(tally, work);
  return { value, reads: tally.reads };
}

const bill = (reads: number) => {
  const tally = tallies.getStore();
  if (tally) tally.reads += reads;
};

/** Index entries one billed read of a count() covers. */
export const COUNT_ENTRIES_PER_READ = 1000;

export async function readDocs(query: Query): Promise<DocumentSnapshot[]> {
  const { docs } = await query.get();
  bill(Math.max(1, docs.length));
  return docs;
}

export async function countDocs(query: Query): Promise<number> {
  const { count } = (await query.count().get()).data();
  bill(Math.max(1, Math.ceil(count / COUNT_ENTRIES_PER_READ)));
  return count;
}
