import { Router } from 'express';
import { API_MESSAGES, affiliateIdsSchema, TRASH_BATCH_HEADER } from '@careers/domain';
import { AFFILIATE_LIST, deleteAffiliates } from '../admin/lists/affiliates';
import { cappedRows, pagedListHandler } from '../admin/pagedList';
import { mount } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { deletedByOf } from '../trash/deletedBy';
import { newTrashBatch } from '../trash/entries';

/** Affiliates for the admin: the list with jobsPosted, and delete (to the trash: profile, jobs, referrals; the account disabled). */
export const adminAffiliatesRouter = Router();

/** Given `limit`, a page; without, the spec's `{ affiliates }`, capped. */
mount(
  adminAffiliatesRouter,
  'affiliateList',
  pagedListHandler(AFFILIATE_LIST, async (_req, res) => ({ affiliates: await cappedRows(AFFILIATE_LIST, res, {}) })),
);

mount(adminAffiliatesRouter, 'affiliateDelete', async (req, res) => {
  const { affiliateIds } = parseOr400(affiliateIdsSchema, req.body);
  const trashing = { deletedBy: deletedByOf(req), batch: newTrashBatch() };
  const deleted = await deleteAffiliates(affiliateIds, trashing);
  // Moved to the trash: the answer names the trash batch (what an Undo restores).
  if (deleted) res.set(TRASH_BATCH_HEADER, trashing.batch);
  res.json({ message: API_MESSAGES.deleted(deleted), deleted });
});
