import { Timestamp, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import {
  BRAND_NAME,
  absoluteUrl,
  applicantInterviewMail,
  icsAttachment,
  interviewSummaryOf,
  interviewerInterviewMail,
  siteOrigin,
  type IcsEvent,
  type InterviewMailKind,
  type InterviewMailVars,
  type Interviewer,
  type InterviewMode,
} from '@careers/domain';
import { mailDocument } from '../auth/mail';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { appendEvent } from '../pipeline/events';
import { statusUrlOf } from '../pipeline/statusLink';
import type { Writer } from '../pipeline/writer';

/** An interview's facts as a mail and its invite need them (the server's own, never a body's). */
export interface InterviewFacts {
  id: string;
  applicationId: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  mode: InterviewMode;
  location: string | null;
  link: string | null;
  message: string | null;
  interviewers: readonly Interviewer[];
  organizer: { name: string; email: string };
  applicant: { name: string; email: string; jobTitle: string; reference: string };
  reason?: string | null;
}

/** The calendar UID of an interview: the same for its whole life, so calendars update the one event. */
export const interviewUid = (id: string) => `interview-${id}@${BRAND_NAME.toLowerCase()}`;

const adminApplicationUrl = (applicationId: string) =>
  absoluteUrl(siteOrigin(process.env.SITE_ORIGIN), `/admin/applications/${encodeURIComponent(applicationId)}`);

export function icsEventOf(kind: InterviewMailKind, facts: InterviewFacts, stamp: Date): IcsEvent {
  const place = facts.mode === 'in-person' ? (facts.location ?? undefined) : facts.mode === 'video' ? (facts.link ?? undefined) : 'Phone';
  return {
    method: kind === 'cancel' ? 'CANCEL' : 'REQUEST',
    uid: interviewUid(facts.id),
    sequence: facts.sequence,
    start: facts.startsAt,
    end: facts.endsAt,
    stamp,
    summary: interviewSummaryOf(facts.applicant.jobTitle),
    description: `${interviewSummaryOf(facts.applicant.jobTitle)} (${facts.applicant.reference})${facts.message ? `\n${facts.message}` : ''}`,
    location: place,
    url: facts.mode === 'video' ? (facts.link ?? undefined) : undefined,
    organizer: facts.organizer,
    attendees: [{ name: facts.applicant.name, email: facts.applicant.email }, ...facts.interviewers],
  };
}

/**
 * Queues the interview's mails in `writer`: the applicant's, with a new status link (`token`: its
 * hash goes on the application in the same write) and a `mail` event on the application, and each
 * interviewer's; each carries the invite (invite.ics) unless it is a reminder. Mail ids derive from
 * the interview, its sequence and the kind, so a reminder or a change is mailed once.
 */
export function queueInterviewMails(
  writer: Writer,
  application: DocumentReference,
  kind: InterviewMailKind,
  facts: InterviewFacts,
  token: string,
  actor: string,
  at: Date,
): void {
  const vars: InterviewMailVars = {
    name: facts.applicant.name,
    jobTitle: facts.applicant.jobTitle,
    reference: facts.applicant.reference,
    startsAt: facts.startsAt.toISOString(),
    endsAt: facts.endsAt.toISOString(),
    mode: facts.mode,
    location: facts.location,
    link: facts.link,
    interviewerNames: facts.interviewers.map((who) => who.name),
    message: facts.message,
    reason: facts.reason ?? null,
    url: statusUrlOf(token),
  };
  const attachments = kind === 'reminder' ? [] : [icsAttachment(icsEventOf(kind, facts, at))];
  const withInvite = (doc: DocumentData): DocumentData =>
    attachments.length ? { ...doc, message: { ...(doc.message as object), attachments } } : doc;
  const applicantMail = applicantInterviewMail(kind, vars);
  const mails = db().collection(COLLECTIONS.mail);
  const base = `interview-${facts.id}-${facts.sequence}-${kind}`;
  writer.create(mails.doc(`${base}-applicant`), withInvite(mailDocument(facts.applicant.email, applicantMail)));
  appendEvent(writer, application, { type: 'mail', text: applicantMail.subject, actor, at: Timestamp.fromDate(at) });
  const interviewerVars = { ...vars, url: adminApplicationUrl(facts.applicationId) };
  for (const who of facts.interviewers)
    writer.create(mails.doc(`${base}-${who.uid}`), withInvite(mailDocument(who.email, interviewerInterviewMail(kind, interviewerVars))));
}
