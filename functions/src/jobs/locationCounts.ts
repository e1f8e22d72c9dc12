import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { recount, sameCounts, type LocationChange, type LocationCounts } from './locations';

/**
 * counters/jobLocations: `{ locations: LocationCounts }`, the distinct locations of every fixed and
 * affiliate job with their counts (jobs/locations.ts). Location suggestions read this one document;
 * every write of a job's location (post, edit, delete) changes it in the same transaction, so it
 * never drifts from the jobs. Jobs stored before it existed are counted by rebuildJobLocations
 * (npm run backfill-job-search, and the demo seed).
 */
export const jobLocationsRef = () => db().collection(COLLECTIONS.counters).doc('jobLocations');

const countsOf = (doc: DocumentSnapshot): LocationCounts => {
  const value = doc.get('locations') as unknown;
  return value && typeof value === 'object' ? (value as LocationCounts) : {};
};

export async function readLocationCounts(): Promise<LocationCounts> {
  return countsOf(await jobLocationsRef().get());
}

/**
 * Reads the counts inside a transaction (before its first write: Firestore wants every read first)
 * and answers the one call that writes them changed, with the transaction's other writes.
 */
export async function locationCountsIn(tx: Transaction): Promise<(change: LocationChange) => void> {
  const counts = countsOf(await tx.get(jobLocationsRef()));
  return (change) => {
    const next = recount(counts, change);
    if (!sameCounts(counts, next)) tx.set(jobLocationsRef(), { locations: next });
  };
}

/**
 * Counts every job's location afresh, in a transaction with the reads (a job posted meanwhile
 * waits for it, then counts itself). Answers how many distinct locations there are.
 */
export async function rebuildJobLocations(): Promise<number> {
  return db().runTransaction(async (tx) => {
    const [jobs, affiliateJobs] = await Promise.all([
      tx.get(db().collection(COLLECTIONS.jobs).select('location')),
      tx.get(db().collection(COLLECTIONS.affiliateJobs).select('location')),
    ]);
    const counts = recount({}, { added: [...jobs.docs, ...affiliateJobs.docs].map((doc) => doc.get('location')) });
    tx.set(jobLocationsRef(), { locations: counts });
    return Object.keys(counts).length;
  });
}
