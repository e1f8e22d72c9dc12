import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { RESUME_MESSAGES, resumeSchema, STUDENT_FIELDS, withSearchTokens } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { mount } from '../http/mount';
import { readMultipart } from '../http/multipart';
import { sendOutcome } from '../http/idempotency';
import { parseOr400 } from '../http/validate';
import { checkResume, saveWithResume, type StoredResume } from '../uploads/resumeUpload';

/** Post a resume without applying to a job. */
export const resumesRouter = Router();

mount(resumesRouter, 'resumeSubmit', async (req, res) => {
  const { fields, files } = await readMultipart(req);
  const applicant = parseOr400(resumeSchema, fields);
  const resume = checkResume(files.resume);
  const record = (stored: StoredResume) => ({
    ...withSearchTokens(STUDENT_FIELDS, applicant),
    ...stored,
    createdAt: FieldValue.serverTimestamp(),
  });
  sendOutcome(res, await saveWithResume(req, COLLECTIONS.resumes, resume, record, RESUME_MESSAGES.uploadSuccess));
});
