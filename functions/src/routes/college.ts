import { COLLEGE_FIELDS, COLLEGE_MESSAGES, collegeSchema } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { formRouter } from './submissions';

/** College enrollment from /college-form. */
export const collegeRouter = formRouter(
  'collegeSubmit',
  collegeSchema,
  COLLECTIONS.colleges,
  COLLEGE_MESSAGES.success,
  COLLEGE_FIELDS,
  'collegeEmail',
);
