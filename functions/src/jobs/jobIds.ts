import type { Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';

/** The first job number when no counter exists yet; the demo jobs use JOB1001 upwards. */
export const FIRST_JOB_NUMBER = 1001;
export const JOB_ID_PREFIX = 'JOB';
export const jobCounterRef = () => db().collection(COLLECTIONS.counters).doc('jobs');
export const jobIdOf = (n: number) => `${JOB_ID_PREFIX}${n}`;

/**
 * Inside a transaction: the next free human-readable jobId (JOB1037, ...) from the counter doc,
 * skipping numbers already taken by a job document (jobs are stored under their jobId), and moves
 * the counter past it. Two concurrent posts conflict on the counter and one retries.
 */
export async function nextJobId(tx: Transaction): Promise<string> {
  const counter = await tx.get(jobCounterRef());
  let n = Number(counter.get('next')) || FIRST_JOB_NUMBER;
  const jobs = db().collection(COLLECTIONS.jobs);
  while ((await tx.get(jobs.doc(jobIdOf(n)))).exists) n += 1;
  tx.set(jobCounterRef(), { next: n + 1 });
  return jobIdOf(n);
}
