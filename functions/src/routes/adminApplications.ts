import { Router } from 'express';
import { APPLICATION_FIELDS } from '@careers/domain';
import { countWhere } from '../admin/countPer';
import { pagedListHandler } from '../admin/pagedList';
import { bulkDeleteHandler } from '../admin/resourceRouter';
import { resumeFileRouter, resumeFilesOf } from '../admin/resumeFiles';
import { COLLECTIONS } from '../collections';
import { mount, param } from '../http/mount';
import { uncountApplicationsIn } from '../jobs/appliedCounts';
import { applicationRow } from '../pipeline/applications';

/**
 * Student job applications for the admin: per job (or `all`), paged, by stage, searched (each row
 * with its stage and reference); count, delete with files, resume files.
 */
export const adminApplicationsRouter = Router();

mount(adminApplicationsRouter, 'applicationCountForJob', async (req, res) => {
  res.json({ count: await countWhere(COLLECTIONS.applications, 'jobId', param(req, 'jobId')) });
});

mount(
  adminApplicationsRouter,
  'applicationList',
  pagedListHandler({ page: 'applicationPage', paging: APPLICATION_FIELDS.paging, rowsOf: (docs) => docs.map(applicationRow) }),
);

mount(
  adminApplicationsRouter,
  'applicationDelete',
  bulkDeleteHandler(COLLECTIONS.applications, 'applicationDelete', { filesOf: resumeFilesOf, alsoWrite: uncountApplicationsIn }),
);

adminApplicationsRouter.use(resumeFileRouter(COLLECTIONS.applications, 'applicationView', 'applicationDownload'));
