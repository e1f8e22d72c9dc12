import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { RESUME_MESSAGES, resumeSchema } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { mount } from '../http/mount';
import { readMultipart } from '../http/multipart';
import { publicWriteLimit } from '../http/rateLimit';
import { parseOr400 } from '../http/validate';
import { checkResume, saveWithResume } from '../uploads/resumeUpload';

/** Post a resume without applying to a job. */
export const resumesRouter = Router();

mount(resumesRouter, 'resumeSubmit', publicWriteLimit(), async (req, res) => {
  const { fields, files } = await readMultipart(req);
  const applicant = parseOr400(resumeSchema, fields);
  const resume = checkResume(files.resume);
  const _id = await saveWithResume(COLLECTIONS.resumes, resume, (stored) => ({
    ...applicant,
    ...stored,
    createdAt: FieldValue.serverTimestamp(),
  }));
  res.status(201).json({ message: RESUME_MESSAGES.uploadSuccess, _id });
});
