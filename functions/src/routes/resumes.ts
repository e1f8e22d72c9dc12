import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { RESUME_MESSAGES, resumeSchema, SEARCH_TOKENS_FIELD, searchTokensOf, STUDENT_FIELDS } from '@careers/domain';
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
    ...applicant,
    ...stored,
    [SEARCH_TOKENS_FIELD]: searchTokensOf(STUDENT_FIELDS, applicant),
    createdAt: FieldValue.serverTimestamp(),
  });
  sendOutcome(res, await saveWithResume(req, COLLECTIONS.resumes, resume, record, RESUME_MESSAGES.uploadSuccess));
});
