import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { API_MESSAGES, APPLICATION_MESSAGES, jobApplicationSchema } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { readMultipart } from '../http/multipart';
import { publicWriteLimit } from '../http/rateLimit';
import { parseOr400 } from '../http/validate';
import { findAffiliateJobOf, findJob } from '../jobs/store';
import { checkResume, saveWithResume } from '../uploads/resumeUpload';

/**
 * The job an application names: a fixed job, or with an affiliateId that affiliate's job.
 * Answers the id the application is filed under (the fixed job's jobId, the affiliate job's _id).
 */
async function appliedJobId(jobId: string, affiliateId: string): Promise<string> {
  if (affiliateId) {
    const job = await findAffiliateJobOf(affiliateId, jobId);
    if (job) return job._id;
  } else {
    const job = await findJob(jobId);
    if (job) return job.jobId;
  }
  throw new HttpError(404, API_MESSAGES.jobNotFound);
}

/** Apply Now: a resume sent for one fixed or affiliate job. */
export const jobApplicationsRouter = Router();

mount(jobApplicationsRouter, 'jobApply', publicWriteLimit(), async (req, res) => {
  const { fields, files } = await readMultipart(req);
  const { jobId, jobTitle, affiliateId, name, email, phone } = parseOr400(jobApplicationSchema, fields);
  const resume = checkResume(files.resume);
  const filedUnder = await appliedJobId(jobId, affiliateId);
  const _id = await saveWithResume(COLLECTIONS.applications, resume, (stored) => ({
    jobId: filedUnder,
    jobTitle,
    affiliateId,
    name,
    email,
    phone,
    resume: stored.resumeFileName,
    resumePath: stored.resumePath,
    resumeContentType: stored.resumeContentType,
    appliedAt: FieldValue.serverTimestamp(),
  }));
  res.status(201).json({ message: APPLICATION_MESSAGES.uploadSuccess, _id });
});
