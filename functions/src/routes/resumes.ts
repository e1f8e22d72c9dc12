import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { RESUME_MESSAGES, resumeSchema, STUDENT_FIELDS, withSearchTokens } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { mount } from '../http/mount';
import { readMultipart } from '../http/multipart';
import { sendOutcome } from '../http/idempotency';
import { consentFields, parseWithConsent } from '../privacy/consent';
import { checkResume, saveWithResume, type StoredResume } from '../uploads/resumeUpload';

/** Post a resume without applying to a job. */
export const resumesRouter = Router();

mount(resumesRouter, 'resumeSubmit', async (req, res) => {
  const { fields, files } = await readMultipart(req);
  const applicant = parseWithConsent(resumeSchema, fields);
  const resume = checkResume(files.resume);
  const record = (stored: StoredResume) => ({
    ...withSearchTokens(STUDENT_FIELDS, applicant),
    ...stored,
    ...consentFields(applicant.email),
    createdAt: FieldValue.serverTimestamp(),
  });
  sendOutcome(res, await saveWithResume(req, COLLECTIONS.resumes, resume, record, RESUME_MESSAGES.uploadSuccess));
});
