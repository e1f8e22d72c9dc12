import { Router } from 'express';
import { ALL_JOB_APPLICATIONS, APPLICATION_FIELDS } from '@careers/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { countWhere } from '../admin/countPer';
import { adminRowOf } from '../admin/records';
import { bulkDeleteHandler } from '../admin/resourceRouter';
import { resumeFieldsOf, resumeFileRouter, resumeFilesOf } from '../admin/resumeFiles';
import { COLLECTIONS } from '../collections';
import { indexedQuery } from '../firestore/indexedQueries';
import { mount, param } from '../http/mount';
import { uncountApplicationsIn } from '../jobs/appliedCounts';

const applicationFields = adminRowOf(APPLICATION_FIELDS);
const applicationRow = (doc: DocumentSnapshot) => applicationFields(doc, resumeFieldsOf(doc));

/** Student job applications for the admin: per job (or `all`), count, delete with files, resume files. */
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
