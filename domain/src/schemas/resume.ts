/** Post-resume form and the Apply Now application (multipart text fields; the file is checked in resumeFile.ts). */
import { z } from 'zod';
import { NOT_SPECIFIED_JOB_TITLE, RESUME_EMAIL_DOMAIN } from '../constants';
import { APPLICATION_MESSAGES, RESUME_MESSAGES } from '../messages';
import { emailField, nameField, optionalText, phoneField, requiredText } from './fields';

function applicantFields(messages: typeof RESUME_MESSAGES | typeof APPLICATION_MESSAGES) {
  return {
    name: nameField(messages.nameRequired, messages.nameLettersOnly),
    email: emailField(
      { required: messages.emailRequired, invalid: messages.emailInvalid },
      { value: RESUME_EMAIL_DOMAIN, message: messages.emailDomain },
    ),
    phone: phoneField(messages.phoneRequired, messages.phoneInvalid),
  };
}

export const resumeSchema = z.object(applicantFields(RESUME_MESSAGES));
export type ResumeInput = z.infer<typeof resumeSchema>;

export const jobApplicationSchema = z.object({
  ...applicantFields(APPLICATION_MESSAGES),
  jobId: requiredText(APPLICATION_MESSAGES.jobIdRequired),
  /** Missing or blank becomes 'Not specified'. */
  jobTitle: optionalText().transform((title) => title || NOT_SPECIFIED_JOB_TITLE),
  /** Empty for fixed (non-affiliate) jobs. */
  affiliateId: optionalText(),
  /** The referral code the visitor arrived with (`?ref=`); an unknown one is ignored, never an error. */
  ref: optionalText(),
});
export type JobApplicationInput = z.infer<typeof jobApplicationSchema>;
