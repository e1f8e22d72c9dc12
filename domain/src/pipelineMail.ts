/**
 * The mails an applicant gets: "received" on apply, and the template of the new stage when an
 * admin moves the application with notify. Functions write them to the `mail` collection; the
 * admin previews the same text before sending.
 */
import { BRAND_NAME } from './constants';
import type { PipelineStage } from './pipeline';

/** What a template is filled with; the server supplies every value (never a request body). */
export interface MailVars {
  /** The applicant's name. */
  name: string;
  jobTitle: string;
  /** The application's reference (APP-XXXXXX). */
  reference: string;
  /** The private status link, absolute. */
  statusUrl: string;
}

export interface MailContent {
  subject: string;
  text: string;
}

export type MailTemplate = (vars: MailVars) => MailContent;

const signature = `Best regards,\nThe ${BRAND_NAME} team`;

/** The lines every mail ends with: the reference and the status link. */
const footer = ({ reference, statusUrl }: MailVars) =>
  `Your reference: ${reference}\nFollow your application at any time: ${statusUrl}\n\n${signature}`;

const mail =
  (subject: (vars: MailVars) => string, body: (vars: MailVars) => string): MailTemplate =>
  (vars) => ({ subject: subject(vars), text: `Dear ${vars.name},\n\n${body(vars)}\n\n${footer(vars)}\n` });

/** One template per stage; `applied` is the "application received" mail sent on apply. */
export const STAGE_MAIL_TEMPLATES: Readonly<Record<PipelineStage, MailTemplate>> = {
  applied: mail(
    ({ jobTitle, reference }) => `We received your application for ${jobTitle} (${reference})`,
    ({ jobTitle }) => `Thank you for applying for ${jobTitle}. We have received your application and will review it soon.`,
  ),
  screening: mail(
    ({ jobTitle, reference }) => `Your application for ${jobTitle} is under review (${reference})`,
    ({ jobTitle }) =>
      `Good news: our recruiters are now reviewing your application for ${jobTitle}. We will be in touch about the next step.`,
  ),
  interview: mail(
    ({ jobTitle, reference }) => `Interview for ${jobTitle} (${reference})`,
    ({ jobTitle }) =>
      `We would like to invite you to an interview for ${jobTitle}. A recruiter will contact you shortly to agree on a date and time.`,
  ),
  offer: mail(
    ({ jobTitle, reference }) => `An offer for ${jobTitle} (${reference})`,
    ({ jobTitle }) =>
      `Congratulations! We are pleased to make you an offer for ${jobTitle}. A recruiter will contact you with the details.`,
  ),
  hired: mail(
    ({ jobTitle, reference }) => `Welcome aboard: ${jobTitle} (${reference})`,
    ({ jobTitle }) => `Congratulations on your new role as ${jobTitle}. We wish you every success.`,
  ),
  rejected: mail(
    ({ jobTitle, reference }) => `Your application for ${jobTitle} (${reference})`,
    ({ jobTitle }) =>
      `Thank you for your interest in ${jobTitle}. After careful consideration, we will not be moving forward with your application this time. We encourage you to apply for other openings that match your profile.`,
  ),
};

/** The mail of a stage, filled in. */
export const stageMail = (stage: PipelineStage, vars: MailVars): MailContent => STAGE_MAIL_TEMPLATES[stage](vars);

/** The mail sent on apply. */
export const receivedMail = (vars: MailVars): MailContent => stageMail('applied', vars);
