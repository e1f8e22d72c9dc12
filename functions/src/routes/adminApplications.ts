import { Router } from 'express';
import { countWhere } from '../admin/countPer';
import { APPLICATION_DELETION, APPLICATION_LIST } from '../admin/lists/applications';
import { pagedListHandler } from '../admin/pagedList';
import { bulkDeleteHandler } from '../admin/resourceRouter';
import { resumeFileRouter } from '../admin/resumeFiles';
import { COLLECTIONS } from '../collections';
import { mount, param } from '../http/mount';

/**
 * Student job applications for the admin: per job (or `all`), paged, by stage, searched (each row
 * with its stage and reference); count, delete with files, resume files.
 */
export const adminApplicationsRouter = Router();

mount(adminApplicationsRouter, 'applicationCountForJob', async (req, res) => {
  res.json({ count: await countWhere(COLLECTIONS.applications, 'jobId', param(req, 'jobId')) });
});

mount(adminApplicationsRouter, 'applicationList', pagedListHandler(APPLICATION_LIST));

mount(
  adminApplicationsRouter,
  'applicationDelete',
  bulkDeleteHandler(COLLECTIONS.applications, 'applicationDelete', 'applications', APPLICATION_DELETION),
);

adminApplicationsRouter.use(resumeFileRouter(COLLECTIONS.applications, 'applicationView', 'applicationDownload'));
