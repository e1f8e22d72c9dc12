import { Router } from 'express';
import {
  API_MESSAGES,
  COMMISSION_MESSAGES,
  PLACEMENT_FEE_JOB_KINDS,
  formatPaise,
  placementFeeSchema,
  rupeesToPaise,
  type PlacementFeeJobKind,
} from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { isDocId } from '../http/docId';
import { HttpError } from '../http/errors';
import { sendOutcome, transactOnce } from '../http/idempotency';
import { mount, param } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { auditDetail, auditInto } from '../audit/requestAudit';
import { findJob } from '../jobs/store';
import { JOB_FEE_FIELD, feePaiseOf } from '../commissions/store';

/**
 * A job's placement fee, kept apart from the job's own fields: job posts are the recruiters' too,
 * and recruiters never see money. A commission takes the fee its job has when it is made or approved.
 */
export const jobFeesRouter = Router();

const COLLECTION_OF: Readonly<Record<PlacementFeeJobKind, string>> = {
  jobPosts: COLLECTIONS.jobs,
  affiliateJobs: COLLECTIONS.affiliateJobs,
};

/** The job's document: a fixed job by its jobId (or _id), an affiliate job by its _id; 404 when none. */
async function jobDocOf(kind: PlacementFeeJobKind, jobId: string) {
  if (kind === 'jobPosts') {
    const job = await findJob(jobId);
    if (job) return db().collection(COLLECTION_OF[kind]).doc(job._id);
  } else if (isDocId(jobId)) {
    return db().collection(COLLECTION_OF[kind]).doc(jobId);
  }
  throw new HttpError(404, API_MESSAGES.jobNotFound);
}

function kindOf(kind: string): PlacementFeeJobKind {
  if (!(PLACEMENT_FEE_JOB_KINDS as readonly string[]).includes(kind)) throw new HttpError(400, COMMISSION_MESSAGES.jobKind);
  return kind as PlacementFeeJobKind;
}

/** The admin's job form, view and review queue read the fee here: the job's own answers never carry it. */
mount(jobFeesRouter, 'jobPlacementFeeRead', async (req, res) => {
  const kind = kindOf(param(req, 'kind'));
  const job = await (await jobDocOf(kind, param(req, 'jobId'))).get();
  if (!job.exists) throw new HttpError(404, API_MESSAGES.jobNotFound);
  res.json({ kind, jobId: param(req, 'jobId'), placementFee: feePaiseOf(job) });
});

mount(jobFeesRouter, 'jobPlacementFee', async (req, res) => {
  const { placementFee } = parseOr400(placementFeeSchema, req.body);
  const kind = kindOf(param(req, 'kind'));
  const ref = await jobDocOf(kind, param(req, 'jobId'));
  const feePaise = rupeesToPaise(placementFee);
  const outcome = await transactOnce(req, async (tx) => {
    const job = await tx.get(ref);
    if (!job.exists) throw new HttpError(404, API_MESSAGES.jobNotFound);
    tx.update(ref, { [JOB_FEE_FIELD]: feePaise });
    auditDetail(`placement fee ${formatPaise(feePaise)}`);
    auditInto(tx, ref.parent.id, [ref.id]);
    return { status: 200, body: { kind, jobId: param(req, 'jobId'), placementFee: feePaise } };
  });
  sendOutcome(res, outcome);
});
