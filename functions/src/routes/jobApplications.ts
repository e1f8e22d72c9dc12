import { Router } from 'express';
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import { API_MESSAGES, APPLICATION_MESSAGES, NOT_SPECIFIED_JOB_TITLE, jobApplicationSchema } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { readMultipart } from '../http/multipart';
import { sendOutcome } from '../http/idempotency';
import { parseOr400 } from '../http/validate';
import { countApplicationIn } from '../jobs/appliedCounts';
import { findAffiliateJobOf, findJob } from '../jobs/store';
import { checkResume, saveWithResume, type StoredResume } from '../uploads/resumeUpload';

/**
 * The job an application names: a fixed job, or with an affiliateId that affiliate's job.
 * Answers the id the application is filed under (the fixed job's jobId, the affiliate job's _id),
 * the job's own title (the server's fact, never the title a client sends) and, for a fixed job,
 * its document, whose applied count the application adds to.
 */
async function appliedJob(jobId: string, affiliateId: string): Promise<{ id: string; title: string; countedOn?: string }> {
  if (affiliateId) {
    const job = await findAffiliateJobOf(affiliateId, jobId);
    if (job) return { id: job._id, title: job.jobTitle || NOT_SPECIFIED_JOB_TITLE };
  } else {
    const job = await findJob(jobId);
    if (job) return { id: job.jobId, title: job.title || NOT_SPECIFIED_JOB_TITLE, countedOn: job._id };
  }
  throw new HttpError(404, API_MESSAGES.jobNotFound);
}

const NOT_FOUND = 5;

/** Apply Now: a resume sent for one fixed or affiliate job. */
export const jobApplicationsRouter = Router();

mount(jobApplicationsRouter, 'jobApply', async (req, res) => {
  const { fields, files } = await readMultipart(req);
  const { jobId, affiliateId, name, email, phone } = parseOr400(jobApplicationSchema, fields);
  const resume = checkResume(files.resume);
  const job = await appliedJob(jobId, affiliateId);
  const record = (stored: StoredResume) => ({
    jobId: job.id,
    jobTitle: job.title,
    affiliateId,
    name,
    email,
    phone,
    resume: stored.resumeFileName,
    resumePath: stored.resumePath,
    resumeContentType: stored.resumeContentType,
    appliedAt: FieldValue.serverTimestamp(),
  });
  const { countedOn } = job;
  const countIt = countedOn ? (batch: WriteBatch) => countApplicationIn(batch, countedOn) : undefined;
  try {
    sendOutcome(res, await saveWithResume(req, COLLECTIONS.applications, resume, record, APPLICATION_MESSAGES.uploadSuccess, countIt));
  } catch (err) {
    // The job was deleted after it was found: its count could not be updated, nothing was stored.
    if ((err as { code?: number }).code === NOT_FOUND) throw new HttpError(404, API_MESSAGES.jobNotFound);
    throw err;
  }
});
