import {
  API_MESSAGES,
  CLOSING_DATE_FIELD,
  closingDatePassed,
  istDayOf,
  JOB_LIFECYCLE_MESSAGES,
  JOB_STATUS_FIELD,
  jobStatusOf,
  type JobKind,
  type JobStatus,
  type JobStatusInput,
} from '@careers/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { indexedRangeQuery } from '../firestore/indexedQueries';
import { isDocId } from '../http/docId';
import { HttpError } from '../http/errors';
import { COLLECTION_OF, updateJobLifecycle, type JobCollection } from './jobWrites';
import { auditedRun } from '../audit/requestAudit';

/**
 * A job's status changes: open, close, reopen, and the daily close of jobs whose closing
 * date is over. Only open jobs are listed (jobWrites.updateJobLifecycle keeps LISTED_FIELD and the
 * location counts with each change); a closed job keeps its page and its applications.
 */

/** 400 for an open job whose closing date is over: it would take applications it then refuses. */
export function refusePassedClosingDate(status: unknown, closingDate: unknown, now: Date): void {
  if (jobStatusOf(status) === 'open' && closingDatePassed(closingDate, now)) {
    throw new HttpError(400, JOB_LIFECYCLE_MESSAGES.closingDatePassed, { closingDate: JOB_LIFECYCLE_MESSAGES.closingDatePassed });
  }
}

/**
 * Sets a stored job's status (and closing date, when given; null clears it). Reopening a job whose
 * stored closing date is over clears that date, so the daily close does not close it again at once.
 * 404 when there is no such job.
 */
export async function changeJobStatus(
  kind: JobKind,
  stored: DocumentSnapshot | null,
  { status, closingDate }: JobStatusInput,
  now: Date,
): Promise<void> {
  if (!stored?.exists) throw new HttpError(404, API_MESSAGES.jobNotFound);
  refusePassedClosingDate(status, closingDate, now);
  const staleDate = closingDate === undefined && status === 'open' && closingDatePassed(stored.get(CLOSING_DATE_FIELD), now);
  const changed = await updateJobLifecycle(COLLECTION_OF[kind], stored.id, { status, closingDate: staleDate ? null : closingDate });
  if (!changed) throw new HttpError(404, API_MESSAGES.jobNotFound);
}

/**
 * Sets the status of some stored jobs (a bulk action's slice), one transaction each, one after
 * another; a job whose closing date is over is reopened without it. Answers how many were set.
 */
export async function setJobsStatus(kind: JobKind, jobs: readonly DocumentSnapshot[], status: JobStatus, now: Date): Promise<number> {
  let set = 0;
  for (const job of jobs) {
    await changeJobStatus(kind, job, { status }, now);
    set++;
  }
  return set;
}

/** A stored job by document id, or null. */
export async function storedJob(collection: JobCollection, id: string): Promise<DocumentSnapshot | null> {
  if (!isDocId(id)) return null;
  const doc = await db().collection(collection).doc(id).get();
  return doc.exists ? doc : null;
}

/**
 * The daily close (the closeExpiredJobs schedule, npm run close-expired-jobs, and the tests with a
 * fixture `now`): every open job, fixed or affiliate, whose closing date is before today in India is
 * closed. One job per transaction (each also writes the location counts), one after another.
 * Answers how many of each kind were closed.
 */
export const closeExpiredJobs = (now: Date): Promise<{ fixed: number; affiliate: number }> =>
  auditedRun({ action: 'statusChange', kind: 'jobPosts', detail: 'to closed past their closing date', countsEveryKind: true }, now, () =>
    closeJobsBefore(now),
  );

async function closeJobsBefore(now: Date): Promise<{ fixed: number; affiliate: number }> {
  const today = istDayOf(now);
  const closed = { fixed: 0, affiliate: 0 };
  for (const kind of ['fixed', 'affiliate'] as const) {
    const name = kind === 'fixed' ? 'openJobsClosingBefore' : 'openAffiliateJobsClosingBefore';
    // A closing date is a YYYY-MM-DD: every one is at least '0', and before today's is over.
    const expired = await indexedRangeQuery(name, { [JOB_STATUS_FIELD]: 'open' }, { from: '0', to: today })
      .select()
      .get();
    for (const doc of expired.docs) {
      if (await updateJobLifecycle(COLLECTION_OF[kind], doc.id, { status: 'closed' })) closed[kind]++;
    }
  }
  return closed;
}
