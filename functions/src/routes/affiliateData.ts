import { Router } from 'express';
import { API_MESSAGES, affiliateJobEditSchema, affiliateJobSchema, jobStatusSchema } from '@careers/domain';
import { editAffiliateJob } from '../affiliates/jobWrites';
import { countOwnJobs, countOwnReferrals, createOwnJob, findProfile, listOwnJobsWithReferrals } from '../affiliates/store';
import { COLLECTIONS } from '../collections';
import { HttpError } from '../http/errors';
import { changeJobStatus, storedJob } from '../jobs/lifecycle';
import { findAffiliateJob } from '../jobs/store';
import { mount, param } from '../http/mount';
import { parseOr400 } from '../http/validate';

/**
 * The signed-in affiliate's own data. mount() has already checked the affiliate claim and that the
 * affiliateId is the caller's own (or, where the table says so, that the caller is an admin). Nothing here is cached (mount: private, no-store): a job just
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

/** Open or close one of the affiliate's jobs (by the affiliate, or an admin): a job of another affiliate is 403. */
mount(affiliateDataRouter, 'affiliateJobStatus', async (req, res) => {
  const change = parseOr400(jobStatusSchema, req.body);
  const stored = await storedJob(COLLECTIONS.affiliateJobs, param(req, 'id'));
  if (stored && stored.get('affiliateId') !== param(req, 'affiliateId')) throw new HttpError(403, API_MESSAGES.forbidden);
  await changeJobStatus('affiliate', stored, change, new Date());
  res.json(await findAffiliateJob(stored!.id));
});
