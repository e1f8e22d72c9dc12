/** Admin Post a Job / Edit Job dialogs; POST and PUT /api/cards/cards. */
import { z } from 'zod';
import { optionalClosingDateSchema } from './jobLifecycle';
import { ADMIN_MESSAGES as M } from '../messages';
import { optionalLongText, optionalText, requiredText } from './fields';

export const jobPostSchema = z.object({
  title: requiredText(M.jobTitleRequired),
  location: requiredText(M.locationRequired),
  salary: optionalText(),
  experience: optionalText(),
  jobDescription: optionalLongText(),
  jobRole: optionalText(),
  department: optionalText(),
  /** Labelled Skillset in the Post a Job dialog, Role Category in Edit Job. */
  roleCategory: optionalText(),
  employmentType: optionalText(),
  education: optionalText(),
  englishLevel: optionalText(),
  gender: optionalText(),
  /** The day the job closes (at its end, IST; the daily close), or '' for none. Its status has its own path. */
  closingDate: optionalClosingDateSchema,
});
export type JobPostInput = z.infer<typeof jobPostSchema>;
