import { Router } from 'express';
import { API_MESSAGES } from '@careers/domain';
import { sendPublic } from '../http/cache';
import { HttpError } from '../http/errors';
import { mount, param } from '../http/mount';
import { findAffiliateJob, listAffiliateJobs } from '../jobs/store';

/**
 * Affiliate jobs as the public sees them. The details path has the literal segment `job`, so the
 * affiliate-only `/affiliatejob/:affiliateId` and `/affiliatejob/count/:affiliateId` can sit beside it.
 */
export const affiliateJobsRouter = Router();

mount(affiliateJobsRouter, 'affiliateJobsPublic', async (_req, res) => {
  sendPublic(res, await listAffiliateJobs());
});

mount(affiliateJobsRouter, 'affiliateJobDetails', async (req, res) => {
  const job = await findAffiliateJob(param(req, 'id'));
  if (!job) throw new HttpError(404, API_MESSAGES.jobNotFound);
  sendPublic(res, job);
});
