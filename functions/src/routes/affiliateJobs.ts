import { Router } from 'express';
import { API_MESSAGES } from '@careers/domain';
import { sendPublic } from '../http/cache';
import { HttpError } from '../http/errors';
import { findAffiliateJob, listAffiliateJobs } from '../jobs/store';

/**
 * Affiliate jobs as the public sees them. The details path has the literal segment `job`, so the
 * affiliate-only `/affiliatejob/:affiliateId` and `/affiliatejob/count/:affiliateId` can sit beside it.
 */
export const affiliateJobsRouter = Router();

affiliateJobsRouter.get('/affiliatejob', async (_req, res) => {
  sendPublic(res, await listAffiliateJobs());
});

affiliateJobsRouter.get('/affiliatejob/job/:id', async (req, res) => {
  const job = await findAffiliateJob(req.params.id);
  if (!job) throw new HttpError(404, API_MESSAGES.jobNotFound);
  sendPublic(res, job);
});
