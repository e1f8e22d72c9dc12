import { Router } from 'express';
import { API_MESSAGES, affiliateJobEditSchema, affiliateJobSchema } from '@careers/domain';
import { editAffiliateJob } from '../affiliates/jobWrites';
import { countOwnJobs, countOwnReferrals, createOwnJob, findProfile, listOwnJobsWithReferrals } from '../affiliates/store';
import { HttpError } from '../http/errors';
import { mount, param } from '../http/mount';
import { parseOr400 } from '../http/validate';

/**
 * The signed-in affiliate's own data. mount() has already checked the affiliate claim and that the
 * affiliateId is the caller's own. Nothing here is cached (mount: private, no-store): a job just
 * posted shows at once.
 */
export const affiliateDataRouter = Router();

mount(affiliateDataRouter, 'affiliateJobCount', async (req, res) => {
  res.json({ count: await countOwnJobs(param(req, 'affiliateId')) });
});

mount(affiliateDataRouter, 'affiliateReferredCount', async (req, res) => {
  res.json({ referredCount: await countOwnReferrals(param(req, 'affiliateId')) });
});

mount(affiliateDataRouter, 'affiliateJobsOwn', async (req, res) => {
  res.json(await listOwnJobsWithReferrals(param(req, 'affiliateId')));
});

mount(affiliateDataRouter, 'affiliateJobCreate', async (req, res) => {
  const { affiliateId, ...job } = parseOr400(affiliateJobSchema, req.body);
  res.status(201).json(await createOwnJob(affiliateId, job));
});

/** The owner's edit: its job only (403 otherwise), back to review and off the public lists. */
mount(affiliateDataRouter, 'affiliateJobUpdate', async (req, res) => {
  const fields = parseOr400(affiliateJobEditSchema, req.body);
  res.json(await editAffiliateJob(param(req, 'id'), fields, { affiliateId: param(req, 'affiliateId') }));
});

mount(affiliateDataRouter, 'affiliateProfile', async (req, res) => {
  const affiliate = await findProfile(param(req, 'affiliateId'));
  if (!affiliate) throw new HttpError(404, API_MESSAGES.notFound);
  res.json({ affiliate });
});
