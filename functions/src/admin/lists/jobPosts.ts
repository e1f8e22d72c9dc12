import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { JOB_POST_FIELDS } from '@careers/domain';
import { COLLECTIONS } from '../../collections';
import { BACKFILL_PER_REQUEST, appliedCountOf, backfillAppliedCounts } from '../../jobs/appliedCounts';
import { deleteJobsByIds } from '../../jobs/jobWrites';
import { jobFromDoc } from '../../jobs/records';
import type { Trashing } from '../../trash/entries';
import type { PagedList } from '../pagedList';

/**
 * Whole jobs with studentsApplied, read from the job documents' own count (jobs/appliedCounts).
 * Jobs stored before the count existed are counted once here and keep it, the newest
 * BACKFILL_PER_REQUEST per request; any left answer null (not counted yet) until a later one.
 */
async function jobRows(docs: readonly DocumentSnapshot[]) {
  const uncounted = docs.filter((doc) => appliedCountOf(doc) === undefined).map((doc) => doc.id);
  const backfilled = await backfillAppliedCounts(uncounted.slice(0, BACKFILL_PER_REQUEST));
  return docs.map((doc) => ({ ...jobFromDoc(doc), studentsApplied: appliedCountOf(doc) ?? backfilled.get(doc.id) ?? null }));
}

/** The admin's job posts (the fixed jobs), whole, each with its number of applications. */
export const JOB_POST_LIST: PagedList = { page: 'jobPage', paging: JOB_POST_FIELDS.paging, rowsOf: jobRows };

/**
 * Moves fixed jobs by document id to the trash (ids naming none are ignored) and takes their
 * locations off the suggestions' counts; their applications stay, filed under the jobId, and
 * affiliates' jobs are not touched. Answers how many were deleted.
 */
export const deleteJobs = (ids: readonly string[], trashing: Omit<Trashing, 'kind'>): Promise<number> =>
  deleteJobsByIds(COLLECTIONS.jobs, ids, { ...trashing, kind: 'jobPosts' });
