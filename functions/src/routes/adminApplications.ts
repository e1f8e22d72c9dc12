import { Router } from 'express';
import { ALL_JOB_APPLICATIONS } from '@careers/domain';
import { countWhere } from '../admin/countPer';
import { bulkDeleteHandler } from '../admin/resourceRouter';
import { resumeFileRouter, resumeFilesOf } from '../admin/resumeFiles';
import { COLLECTIONS } from '../collections';
import { indexedQuery } from '../firestore/indexedQueries';
import { mount, param } from '../http/mount';
import { uncountApplicationsIn } from '../jobs/appliedCounts';
import { applicationRow } from '../pipeline/applications';

/** Student job applications for the admin: per job (or `all`, each row with its stage and reference), count, delete with files, resume files. */
export const adminApplicationsRouter = Router();

mount(adminApplicationsRouter, 'applicationCountForJob', async (req, res) => {
  res.json({ count: await countWhere(COLLECTIONS.applications, 'jobId', param(req, 'jobId')) });
});

mount(adminApplicationsRouter, 'applicationList', async (req, res) => {
  const jobId = param(req, 'jobId');
  const snapshot = await indexedQuery('applicationList', { jobId: jobId === ALL_JOB_APPLICATIONS ? undefined : jobId }).get();
  res.json(snapshot.docs.map(applicationRow));
});

mount(
  adminApplicationsRouter,
  'applicationDelete',
  bulkDeleteHandler(COLLECTIONS.applications, 'applicationDelete', { filesOf: resumeFilesOf, alsoWrite: uncountApplicationsIn }),
);

adminApplicationsRouter.use(resumeFileRouter(COLLECTIONS.applications, 'applicationView', 'applicationDownload'));
