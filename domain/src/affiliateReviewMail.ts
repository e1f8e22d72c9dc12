/**
 * The mails an affiliate gets when an admin reviews one of its jobs: approved (the job is
 * public now) or rejected (with the admin's reason). Functions write them with the decision.
 */
import { BRAND_NAME } from './constants';
import type { MailContent } from './pipelineMail';

/** What the review mails are filled with; all of it the server's own data and the admin's reason. */
export interface ReviewMailVars {
  /** The affiliate's name. */
  name: string;
  jobTitle: string;
  /** The affiliate job's jobId (AFF-XXXXXXXX). */
  jobId: string;
}

const signature = `Best regards,\nThe ${BRAND_NAME} team`;

export function jobApprovedMail({ name, jobTitle, jobId }: ReviewMailVars): MailContent {
  return {
    subject: `Your job ${jobTitle} (${jobId}) is approved`,
    text: `Dear ${name},\n\nGood news: we reviewed your job ${jobTitle} (${jobId}) and approved it. It is now listed on our job openings while it is open.\n\n${signature}\n`,
  };
}

export function jobRejectedMail({ name, jobTitle, jobId }: ReviewMailVars, reason: string): MailContent {
  return {
    subject: `Your job ${jobTitle} (${jobId}) was not approved`,
    text:
      `Dear ${name},\n\nWe reviewed your job ${jobTitle} (${jobId}) and could not approve it, for this reason:\n\n${reason}\n\n` +
      `You can edit the job from your dashboard; an edited job is reviewed again.\n\n${signature}\n`,
  };
}
