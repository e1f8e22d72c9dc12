import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { isListed, JOB_STATUS_FIELD, LISTED_FIELD, REVIEW_FIELD, type JobKind } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { recount, sameCounts, type LocationChange, type LocationCounts } from './locations';

/**
 * counters/jobLocations: `{ locations: LocationCounts }`, the distinct locations of every listed
 * fixed and affiliate job (LISTED_FIELD: open, and approved) with their counts (jobs/locations.ts).
 * Location suggestions read this one document; every write of a job's location or of whether it is
 * listed (post, edit, status change, review, delete) changes it in the same transaction, so it never
 * drifts from the jobs. Jobs stored before it existed are counted by rebuildJobLocations
 * (npm run backfill-job-search, and the demo seed).
 */
export const jobLocationsRef = () => db().collection(COLLECTIONS.counters).doc('jobLocations');

const countsOf = (doc: DocumentSnapshot): LocationCounts => {
  const value = doc.get('locations') as unknown;
  return value && typeof value === 'object' ? (value as LocationCounts) : {};
};

/** Whether a stored job is listed; one stored before LISTED_FIELD existed is as its status and review say. */
export const isListedDoc = (doc: DocumentSnapshot, kind: JobKind): boolean => isListedData(doc.data() ?? {}, kind);

/** isListedDoc of a job's stored fields (a trashed job's). */
export function isListedData(data: Record<string, unknown>, kind: JobKind): boolean {
  const listed = data[LISTED_FIELD];
  return typeof listed === 'boolean' ? listed : isListed({ status: data[JOB_STATUS_FIELD], review: data[REVIEW_FIELD] }, kind);
}

/** The fields isListedDoc reads, for a select(). */
export const LISTING_FIELDS = [LISTED_FIELD, JOB_STATUS_FIELD, REVIEW_FIELD] as const;

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
 * Counts every listed job's location afresh, in a transaction with the reads (a job posted meanwhile
 * waits for it, then counts itself). Answers how many distinct locations there are.
 */
export async function rebuildJobLocations(): Promise<number> {
  return db().runTransaction(async (tx) => {
    const [jobs, affiliateJobs] = await Promise.all([
      tx.get(
        db()
          .collection(COLLECTIONS.jobs)
          .select('location', ...LISTING_FIELDS),
      ),
      tx.get(
        db()
          .collection(COLLECTIONS.affiliateJobs)
          .select('location', ...LISTING_FIELDS),
      ),
    ]);
    const listed = [
      ...jobs.docs.filter((doc) => isListedDoc(doc, 'fixed')),
      ...affiliateJobs.docs.filter((doc) => isListedDoc(doc, 'affiliate')),
    ];
    const counts = recount({}, { added: listed.map((doc) => doc.get('location')) });
    tx.set(jobLocationsRef(), { locations: counts });
    return Object.keys(counts).length;
  });
}
