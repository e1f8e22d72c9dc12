import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { APPLICATION_FIELDS } from '@careers/domain';
import { COLLECTIONS } from '../../collections';
import { db } from '../../firebase';
import { isDocId } from '../../http/docId';
import { interviewDocsOf } from '../../interviews/ofApplications';
import { uncountApplicationsIn } from '../../jobs/appliedCounts';
import { applicationRow } from '../../pipeline/applications';
import type { DeleteOptions } from '../batchDelete';
import type { PagedList } from '../pagedList';
import { resumeFilesOf } from '../resumeFiles';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The public jobId and title of the affiliate jobs the applications among `docs` were made to
 * (those are filed under the affiliate job's document id), by that id; one read for all of them.
 */
async function affiliateJobsOf(docs: readonly DocumentSnapshot[]): Promise<Map<string, { jobId: string; jobTitle: string }>> {
  const ids = new Set<string>();
  for (const doc of docs) {
    const jobId = doc.get('jobId');
    if (doc.get('affiliateId') && typeof jobId === 'string' && isDocId(jobId)) ids.add(jobId);
  }
  if (!ids.size) return new Map();
  const jobs = await db().getAll(...[...ids].map((id) => db().collection(COLLECTIONS.affiliateJobs).doc(id)));
  return new Map(
    jobs.filter((job) => job.exists).map((job) => [job.id, { jobId: textOf(job.get('jobId')), jobTitle: textOf(job.get('jobTitle')) }]),
  );
}

/**
 * The rows of applications: an application to an affiliate job shows that job's public jobId
 * (AFF-...) and, when the application holds none, its title, instead of the internal id, which
 * stays in `filedJobId` (the row's links to the job's board and applications use it).
 */
export async function applicationRows(docs: readonly DocumentSnapshot[]) {
  const jobs = await affiliateJobsOf(docs);
  return docs.map((doc) => {
    const row = applicationRow(doc);
    const job = doc.get('affiliateId') ? jobs.get(textOf(doc.get('jobId'))) : undefined;
    if (!job?.jobId) return row;
    return { ...row, jobId: job.jobId, filedJobId: row.jobId, jobTitle: textOf(row.jobTitle) || job.jobTitle };
  });
}

/** The admin's applications: one job's (the path's jobId) or `all`, by stage; each row with its stage and reference. */
export const APPLICATION_LIST: PagedList = {
  page: 'applicationPage',
  paging: APPLICATION_FIELDS.paging,
  rowsOf: applicationRows,
};

/**
 * Deleting applications removes their resume files, takes each off its job's applied count, and
 * takes their interviews (scorecards and answers' notifications too) with them.
 */
export const APPLICATION_DELETION: DeleteOptions = {
  filesOf: resumeFilesOf,
  alsoWrite: uncountApplicationsIn,
  dependentsOf: interviewDocsOf,
};
