import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { API_MESSAGES, referralStatusSchema, referStudentSchema, type ReferralFields } from '@careers/domain';
import { countWhere } from '../admin/countPer';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { indexedQuery } from '../firestore/indexedQueries';
import { isDocId } from '../http/docId';
import { HttpError } from '../http/errors';
import { mount, param } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { referralFromDoc } from '../jobs/records';
import { findAffiliateJob, findAffiliateJobOf } from '../jobs/store';

const referrals = () => db().collection(COLLECTIONS.referrals);

/** Students the admin refers to affiliates' jobs. Referrals point at the affiliate job by its `_id` (affiliateJobId). */
export const referralsRouter = Router();

/** The job must exist (404) and be the given affiliate's (400); its title comes from the job, never the body. */
mount(referralsRouter, 'referStudent', async (req, res) => {
  const { jobId, affiliateId, studentName, email, status } = parseOr400(referStudentSchema, req.body);
  const job = await findAffiliateJobOf(affiliateId, jobId);
  if (!job) {
    const elsewhere = await findAffiliateJob(jobId);
    if (elsewhere) throw new HttpError(400, API_MESSAGES.affiliateJobNotOwned, { jobId: API_MESSAGES.affiliateJobNotOwned });
    throw new HttpError(404, API_MESSAGES.jobNotFound);
  }
  const fields: ReferralFields = {
    affiliateJobId: job._id,
    affiliateId,
    jobId: job.jobId,
    jobTitle: job.jobTitle,
    studentName,
    email,
    status,
  };
  const ref = await referrals().add({ ...fields, createdAt: FieldValue.serverTimestamp() });
  res.status(201).json(referralFromDoc(await ref.get()));
});

mount(referralsRouter, 'referralStatusUpdate', async (req, res) => {
  const { status } = parseOr400(referralStatusSchema, req.body);
  const id = param(req, 'id');
  const ref = isDocId(id) ? referrals().doc(id) : null;
  if (!ref || !(await ref.get()).exists) throw new HttpError(404, API_MESSAGES.referralNotFound);
  await ref.update({ status, updatedAt: FieldValue.serverTimestamp() });
  res.json(referralFromDoc(await ref.get()));
});

mount(referralsRouter, 'referredStudents', async (req, res) => {
  const snapshot = await indexedQuery('referredStudents', { affiliateJobId: param(req, 'affiliateJobId') }).get();
  res.json(snapshot.docs.map(referralFromDoc));
});

/** `:jobId` names the affiliate job by its `_id`, as the admin's table has it. */
mount(referralsRouter, 'referredCountForJob', async (req, res) => {
  res.json({ referredCount: await countWhere(COLLECTIONS.referrals, 'affiliateJobId', param(req, 'jobId')) });
});
