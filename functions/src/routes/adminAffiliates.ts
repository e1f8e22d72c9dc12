import { Router } from 'express';
import { API_MESSAGES, affiliateIdsSchema } from '@careers/domain';
import { AFFILIATE_LIST, deleteAffiliates } from '../admin/lists/affiliates';
import { cappedRows, pagedListHandler } from '../admin/pagedList';
import { mount } from '../http/mount';
import { parseOr400 } from '../http/validate';

/** Affiliates for the admin: the list with jobsPosted, and delete (account, profile, jobs, referrals). */
export const adminAffiliatesRouter = Router();

/** Given `limit`, a page; without, the spec's `{ affiliates }`, capped. */
mount(
  adminAffiliatesRouter,
  'affiliateList',
  pagedListHandler(AFFILIATE_LIST, async (_req, res) => ({ affiliates: await cappedRows(AFFILIATE_LIST, res, {}) })),
);

mount(adminAffiliatesRouter, 'affiliateDelete', async (req, res) => {
  const { affiliateIds } = parseOr400(affiliateIdsSchema, req.body);
  const deleted = await deleteAffiliates(affiliateIds);
  res.json({ message: API_MESSAGES.deleted(deleted), deleted });
});
