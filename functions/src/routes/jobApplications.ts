import { Router } from 'express';
import { FieldValue, Timestamp, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import {
  API_MESSAGES,
  APPLICATION_FIELDS,
  APPLICATION_MESSAGES,
  INITIAL_STAGE,
  JOB_LIFECYCLE_MESSAGES,
  NOT_SPECIFIED_JOB_TITLE,
  acceptsApplications,
  SYSTEM_ACTOR,
  jobApplicationSchema,
  stageFields,
  withSearchTokens,
} from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { readMultipart } from '../http/multipart';
import { sendOutcome } from '../http/idempotency';
import { consentFields, parseWithConsent } from '../privacy/consent';
import { countApplicationIn } from '../jobs/appliedCounts';
import { findAffiliateJob, findAffiliateJobOf, findJob } from '../jobs/store';
import { queueStageMail } from '../pipeline/applicantMail';
import { EMAIL_KEY, emailKeyOf } from '../pipeline/applications';
import { claimReference, newReference } from '../pipeline/reference';
import { STATUS_TOKEN_HASHES, hashStatusToken, newStatusToken } from '../pipeline/statusLink';
import { checkResume, saveWithResume, type StoredResume } from '../uploads/resumeUpload';
import { attributionFields, attributionOf, writeLinkReferral } from '../commissions/attribution';

/**
 * The job an application names: a fixed job, or with an affiliateId an affiliate's job, by its `_id`
 * (or by its jobId field when the affiliateId sent is its owner's uid, as before the public saw
 * aliases). Answers the id the application is filed under (the fixed job's jobId, the affiliate
 * job's _id), the job's own title and affiliate (the server's facts: never the title a client sends,
 * nor its affiliateId, which the public knows only as an alias, affiliates/publicAlias.ts) and, for a
 * fixed job, its document, whose applied count the application adds to. A job that takes no
 * applications (a draft, closed, or past its closing date) answers 409 before anything is stored.
 */
async function appliedJob(
  jobId: string,
  affiliateId: string,
): Promise<{ id: string; title: string; affiliateId: string; countedOn?: string }> {
  const lookup = { approvedOnly: true };
  const job = affiliateId
    ? ((await findAffiliateJob(jobId, lookup)) ?? (await findAffiliateJobOf(affiliateId, jobId, lookup)))
    : await findJob(jobId);
  if (!job) throw new HttpError(404, API_MESSAGES.jobNotFound);
  if (!acceptsApplications(job, new Date())) throw new HttpError(409, JOB_LIFECYCLE_MESSAGES.closedJob);
  return 'title' in job
    ? { id: job.jobId, title: job.title || NOT_SPECIFIED_JOB_TITLE, affiliateId: '', countedOn: job._id }
    : { id: job._id, title: job.jobTitle || NOT_SPECIFIED_JOB_TITLE, affiliateId: job.affiliateId };
}

const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
/** Tries at a fresh reference when the one drawn was handed out already (one in hundreds of millions). */
const REFERENCE_ATTEMPTS = 3;

/**
 * Apply Now: a resume sent for one fixed or affiliate job. The application starts at `applied`
 * with a new reference and a status link; in the same batch the applicant's "received" mail is
 * queued and recorded in its history, so a repeat with the same Idempotency-Key mails nothing.
 * Answers 201 `{ message, _id, reference }`.
 */
export const jobApplicationsRouter = Router();

mount(jobApplicationsRouter, 'jobApply', async (req, res) => {
  const { fields, files } = await readMultipart(req);
  const { jobId, affiliateId: named, name, email, phone, ref: referralCode } = parseWithConsent(jobApplicationSchema, fields);
  const resume = checkResume(files.resume);
  const job = await appliedJob(jobId, named);
  const { countedOn, affiliateId } = job;
  const attribution = await attributionOf(job, affiliateId, referralCode);
  for (let attempt = 1; ; attempt++) {
    const reference = newReference();
    const token = newStatusToken();
    const fields = { jobId: job.id, jobTitle: job.title, affiliateId, name, email, [EMAIL_KEY]: emailKeyOf(email), phone, reference };
    const record = (stored: StoredResume) => ({
      ...withSearchTokens(APPLICATION_FIELDS, fields),
      resume: stored.resumeFileName,
      resumePath: stored.resumePath,
      resumeContentType: stored.resumeContentType,
      appliedAt: FieldValue.serverTimestamp(),
      ...stageFields(INITIAL_STAGE),
      ...consentFields(email),
      [STATUS_TOKEN_HASHES]: [hashStatusToken(token)],
      ...attributionFields(attribution),
    });
    const write = (batch: WriteBatch, ref: DocumentReference) => {
      if (countedOn) countApplicationIn(batch, countedOn);
      claimReference(batch, reference, ref.id);
      const applicant = { name, email, jobTitle: job.title, reference };
      queueStageMail(batch, ref, applicant, INITIAL_STAGE, SYSTEM_ACTOR, Timestamp.now(), token);
      writeLinkReferral(batch, ref, attribution, { jobId: job.id, jobTitle: job.title, name, email });
    };
    try {
      const outcome = await saveWithResume(req, COLLECTIONS.applications, resume, record, APPLICATION_MESSAGES.uploadSuccess, {
        write,
        answer: { reference },
      });
      return sendOutcome(res, outcome);
    } catch (err) {
      const code = (err as { code?: number }).code;
      // The job was deleted after it was found: its count could not be updated, nothing was stored.
      if (code === NOT_FOUND) throw new HttpError(404, API_MESSAGES.jobNotFound);
      if (code !== ALREADY_EXISTS || attempt === REFERENCE_ATTEMPTS) throw err;
    }
  }
});
