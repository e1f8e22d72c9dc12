import { Router } from 'express';
import { API_MESSAGES, publicJobsQuerySchema } from '@careers/domain';
import { sendPublic } from '../http/cache';
import { HttpError } from '../http/errors';
import { mount, param } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { affiliateAliases, publicAffiliateJob } from '../affiliates/publicAlias';
import { sourceListAnswer } from '../jobs/publicPages';
import { findAffiliateJob, withHiringCompany } from '../jobs/store';

/**
 * Affiliate jobs as the public sees them. The details path has the literal segment `job`, so the
 * affiliate-only `/affiliatejob/:affiliateId` and `/affiliatejob/count/:affiliateId` can sit beside it.
 */
export const affiliateJobsRouter = Router();

mount(affiliateJobsRouter, 'affiliateJobsPublic', async (req, res) => {
  await sourceListAnswer('affiliate', parseOr400(publicJobsQuerySchema, req.query), res);
});

mount(affiliateJobsRouter, 'affiliateJobDetails', async (req, res) => {
  const job = await findAffiliateJob(param(req, 'id'), { approvedOnly: true });
  // A draft or a job not approved is not public (a closed job is: its page and old links keep working).
  if (!job || job.status === 'draft') throw new HttpError(404, API_MESSAGES.jobNotFound);
  sendPublic(res, publicAffiliateJob(await withHiringCompany(job), await affiliateAliases()));
});
