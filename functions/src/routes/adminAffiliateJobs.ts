import { Router } from 'express';
import { z } from 'zod';
import {
  API_MESSAGES,
  affiliateJobEditSchema,
  JOB_LIFECYCLE_MESSAGES,
  idsSchema,
  jobReviewSchema,
  REVIEW_FIELD,
  REVIEW_STATES,
  TRASH_BATCH_HEADER,
} from '@careers/domain';
import { deleteAffiliateJob, deleteAffiliateJobs, editAffiliateJob, reviewAffiliateJob } from '../affiliates/jobWrites';
import { AFFILIATE_JOB_REVIEW_LIST } from '../admin/lists/affiliateJobReviews';
import { cappedRows, pagedListHandler } from '../admin/pagedList';
import { countWhere } from '../admin/countPer';
import { COLLECTIONS } from '../collections';
import { mount, param } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { deletedByOf } from '../trash/deletedBy';
import { newTrashBatch } from '../trash/entries';

/**
 * One affiliate job for the admin: the review queue, its pending count, the review
 * itself (with the affiliate's mail), and the edit and delete of a single job.
 */
export const adminAffiliateJobsRouter = Router();

/** Without `limit`: the newest jobs of a review state (`status`), capped, as a plain array. */
const unpagedQuerySchema = z.object({ status: z.enum(REVIEW_STATES, { error: JOB_LIFECYCLE_MESSAGES.reviewStatus }).optional() });

mount(
  adminAffiliateJobsRouter,
  'affiliateJobReviewList',
  pagedListHandler(AFFILIATE_JOB_REVIEW_LIST, async (req, res) => {
    const { status } = parseOr400(unpagedQuerySchema, req.query);
    return cappedRows(AFFILIATE_JOB_REVIEW_LIST, res, { [REVIEW_FIELD]: status });
  }),
);

mount(adminAffiliateJobsRouter, 'affiliateJobPendingCount', async (_req, res) => {
  res.json({ count: await countWhere(COLLECTIONS.affiliateJobs, REVIEW_FIELD, 'pending') });
});

mount(adminAffiliateJobsRouter, 'affiliateJobReview', async (req, res) => {
  const review = parseOr400(jobReviewSchema, req.body);
  res.json(await reviewAffiliateJob(param(req, 'id'), review));
});

mount(adminAffiliateJobsRouter, 'affiliateJobAdminUpdate', async (req, res) => {
  const fields = parseOr400(affiliateJobEditSchema, req.body);
  res.json(await editAffiliateJob(param(req, 'id'), fields, 'admin'));
});

/** Deletes move to the trash: the answer names the trash batch (what an Undo restores) in TRASH_BATCH_HEADER. */
mount(adminAffiliateJobsRouter, 'affiliateJobAdminDelete', async (req, res) => {
  const trashing = { deletedBy: deletedByOf(req), batch: newTrashBatch() };
  await deleteAffiliateJob(param(req, 'id'), trashing);
  res.set(TRASH_BATCH_HEADER, trashing.batch);
  res.json({ message: API_MESSAGES.deleted(1), deleted: 1 });
});

mount(adminAffiliateJobsRouter, 'affiliateJobDelete', async (req, res) => {
  const { ids } = parseOr400(idsSchema, req.body);
  const trashing = { deletedBy: deletedByOf(req), batch: newTrashBatch() };
  const deleted = await deleteAffiliateJobs(ids, trashing);
  if (deleted) res.set(TRASH_BATCH_HEADER, trashing.batch);
  res.json({ message: API_MESSAGES.deleted(deleted), deleted });
});
