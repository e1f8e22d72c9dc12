import { FieldValue, type DocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { mapFewAtOnce } from '../fewAtOnce';

/**
 * A fixed job's number of applications ("Students Applied"), kept on the job document so the admin
 * job list reads one document per job instead of running one count() per job. An application
 * adds 1 in the same batch that creates it, a deleted application takes 1 away in the batch that
 * deletes it; jobs stored before the field existed are counted once (backfillAppliedCount).
 */
export const APPLIED_COUNT = 'appliedCount';

/** How many jobs are counted at once by a backfill (each is one transaction with a count()). */
const BACKFILL_CONCURRENCY = 20;
/**
 * How many uncounted jobs one admin list request counts, so a request stays a few transactions
 * long however much legacy data there is (npm run backfill-applied-counts counts them all at once).
 */
export const BACKFILL_PER_REQUEST = 50;

const jobRef = (jobDocId: string) => db().collection(COLLECTIONS.jobs).doc(jobDocId);

export const appliedCountOf = (job: DocumentSnapshot): number | undefined => {
  const value = job.get(APPLIED_COUNT) as unknown;
  return typeof value === 'number' ? value : undefined;
};

/** Adds 1 to the job's count in the batch that creates the application (fails NOT_FOUND if the job is gone). */
export function countApplicationIn(batch: WriteBatch, jobDocId: string): void {
  batch.update(jobRef(jobDocId), { [APPLIED_COUNT]: FieldValue.increment(1) });
}

/**
 * Takes the deleted applications off their jobs' counts, in the batch that deletes them. Only
 * applications to fixed jobs count (an affiliate's applications are filed under its own job), and
 * only jobs that exist and carry the count (a job not yet counted is counted whole later).
 */
export async function uncountApplicationsIn(batch: WriteBatch, applications: readonly DocumentSnapshot[]): Promise<void> {
  const perJob = new Map<string, number>();
  for (const application of applications) {
    const jobId = application.get('jobId') as unknown;
    if (typeof jobId !== 'string' || !jobId || application.get('affiliateId')) continue;
    perJob.set(jobId, (perJob.get(jobId) ?? 0) + 1);
  }
  if (!perJob.size) return;
  const jobs = await db().getAll(...[...perJob.keys()].map(jobRef));
  for (const job of jobs) {
    if (job.exists && appliedCountOf(job) !== undefined)
      batch.update(job.ref, { [APPLIED_COUNT]: FieldValue.increment(-perJob.get(job.id)!) });
  }
}

/**
 * Sets the job's count from a count() of its applications, in a transaction that reads the job:
 * an application committed meanwhile writes the same job document, so the two are serialized and
 * none is lost or counted twice. Answers the count (undefined when the job does not exist).
 */
export async function backfillAppliedCount(jobDocId: string): Promise<number | undefined> {
  return db().runTransaction(async (tx) => {
    const job = await tx.get(jobRef(jobDocId));
    if (!job.exists) return undefined;
    const jobId = (job.get('jobId') as string | undefined) || job.id;
    const counted = await tx.get(db().collection(COLLECTIONS.applications).where('jobId', '==', jobId).count());
    const count = counted.data().count;
    tx.update(job.ref, { [APPLIED_COUNT]: count });
    return count;
  });
}

/** Backfills the given jobs (document ids), a few at once; answers each job's count. */
export async function backfillAppliedCounts(jobDocIds: readonly string[]): Promise<Map<string, number>> {
  const counts = await mapFewAtOnce(jobDocIds, BACKFILL_CONCURRENCY, backfillAppliedCount);
  return new Map(jobDocIds.flatMap((id, i) => (counts[i] === undefined ? [] : [[id, counts[i]] as const])));
}
