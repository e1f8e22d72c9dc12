/**
 * The interview mails: the invite, a change, a cancellation and the reminder, to the applicant
 * (with the status link, where they answer) and to the interviewers. The server fills every value.
 */
import { BRAND_NAME } from './constants';
import { INTERVIEW_MODE_LABELS, istDateTimeText, type InterviewMode } from './interviews';
import type { MailContent } from './pipelineMail';

export type InterviewMailKind = 'invite' | 'change' | 'cancel' | 'reminder';

export interface InterviewMailVars {
  name: string;
  jobTitle: string;
  reference: string;
  startsAt: string;
  endsAt: string;
  mode: InterviewMode;
  location: string | null;
  link: string | null;
  interviewerNames: readonly string[];
  message: string | null;
  reason: string | null;
  /** The applicant's status link (absolute), or the application's back-office page for an interviewer. */
  url: string;
}

const signature = `Best regards,\nThe ${BRAND_NAME} team`;

/** "Interview for Backend Developer", the calendar event's SUMMARY too. */
export const interviewSummaryOf = (jobTitle: string) => `Interview for ${jobTitle}`;

const placeOf = ({ mode, location, link }: InterviewMailVars) =>
  mode === 'in-person' ? `Address: ${location ?? ''}` : mode === 'video' ? `Video link: ${link ?? ''}` : 'By phone: we will call you.';

const details = (vars: InterviewMailVars) =>
  [
    `When: ${istDateTimeText(vars.startsAt)} to ${istDateTimeText(vars.endsAt).slice(11)} (India time)`,
    `How: ${INTERVIEW_MODE_LABELS[vars.mode]}`,
    placeOf(vars),
    `With: ${vars.interviewerNames.join(', ')}`,
  ].join('\n');

const SUBJECTS: Readonly<Record<InterviewMailKind, (vars: InterviewMailVars) => string>> = {
  invite: (v) => `${interviewSummaryOf(v.jobTitle)} on ${istDateTimeText(v.startsAt)} (${v.reference})`,
  change: (v) => `Changed: ${interviewSummaryOf(v.jobTitle)}, now ${istDateTimeText(v.startsAt)} (${v.reference})`,
  cancel: (v) => `Cancelled: ${interviewSummaryOf(v.jobTitle)} (${v.reference})`,
  reminder: (v) => `Tomorrow: ${interviewSummaryOf(v.jobTitle)} at ${istDateTimeText(v.startsAt)} (${v.reference})`,
};

const APPLICANT_OPENINGS: Readonly<Record<InterviewMailKind, (vars: InterviewMailVars) => string>> = {
  invite: (v) => `We would like to invite you to an interview for ${v.jobTitle}.`,
  change: (v) => `Your interview for ${v.jobTitle} has changed. The new details are below.`,
  cancel: (v) =>
    `Your interview for ${v.jobTitle} on ${istDateTimeText(v.startsAt)} is cancelled.${v.reason ? ` Reason: ${v.reason}` : ''}`,
  reminder: (v) => `A reminder: your interview for ${v.jobTitle} is in about 24 hours.`,
};

/** The applicant's mail; the calendar invite travels as its attachment. */
export function applicantInterviewMail(kind: InterviewMailKind, vars: InterviewMailVars): MailContent {
  const body = [
    `Dear ${vars.name},`,
    APPLICANT_OPENINGS[kind](vars),
    ...(kind === 'cancel' ? [] : [details(vars)]),
    ...(vars.message && kind !== 'cancel' ? [vars.message] : []),
    kind === 'cancel'
      ? `Follow your application at any time: ${vars.url}`
      : `Please accept, decline or ask for another time on your application's page: ${vars.url}`,
    `Your reference: ${vars.reference}`,
    signature,
  ];
  return { subject: SUBJECTS[kind](vars), text: `${body.join('\n\n')}\n` };
}

/** An interviewer's mail: the same facts, and the application's page in the back office. */
export function interviewerInterviewMail(kind: InterviewMailKind, vars: InterviewMailVars): MailContent {
  const opening =
    kind === 'cancel'
      ? `The interview of ${vars.name} for ${vars.jobTitle} on ${istDateTimeText(vars.startsAt)} is cancelled.${vars.reason ? ` Reason: ${vars.reason}` : ''}`
      : kind === 'reminder'
        ? `A reminder: you interview ${vars.name} for ${vars.jobTitle} in about 24 hours.`
        : `You are an interviewer of ${vars.name} for ${vars.jobTitle}${kind === 'change' ? ' (changed)' : ''}.`;
  const body = [opening, ...(kind === 'cancel' ? [] : [details(vars)]), `The application: ${vars.url}`, signature];
  return { subject: SUBJECTS[kind](vars), text: `${body.join('\n\n')}\n` };
}
