import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  INTERVIEW_DURATION_MAX,
  INTERVIEW_MESSAGES,
  INTERVIEW_MODE_LABELS,
  PIPELINE_MESSAGES,
  PIPELINE_STAGES,
  emailKeyOf,
  istDateTimeText,
  stageFields,
  stageOf,
  type InterviewMailKind,
  type InterviewSchedule,
  type Interviewer,
} from '@careers/domain';
import { auditIds, auditInto } from '../audit/requestAudit';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { HttpError } from '../http/errors';
import { indexedPageQuery } from '../firestore/indexedQueries';
import { applicationsCollection } from '../pipeline/applications';
import { appendEvent } from '../pipeline/events';
import { claimReference, newReference } from '../pipeline/reference';
import { STATUS_TOKEN_HASHES, newStatusToken, withTokenHash } from '../pipeline/statusLink';
import { queueInterviewMails, type InterviewFacts } from './invites';
import { interviewersNamed, interviewersOfDoc, interviewsCollection } from './records';
import { interviewTimesUpdate } from './times';

/** The staff member acting: the verified token's uid and address. */
export interface Actor {
  uid: string;
  email: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const INTERVIEW_RANK = PIPELINE_STAGES.indexOf('interview');

/**
 * 409 when one of `interviewers` has another scheduled interview overlapping [start, end). An
 * interview lasts at most INTERVIEW_DURATION_MAX, so only those starting since start minus that
 * can overlap: one indexed range query per interviewer.
 */
async function assertNoClash(tx: Transaction, interviewers: readonly Interviewer[], start: Date, end: Date, self?: string) {
  const from = Timestamp.fromMillis(start.getTime() - INTERVIEW_DURATION_MAX * 60_000);
  for (const who of interviewers) {
    const booked = await tx.get(
      indexedPageQuery(
        'interviewPage',
        { status: 'scheduled' },
        { sort: 'startsAt', contains: who.uid, from, to: Timestamp.fromDate(end) },
      ),
    );
    const clash = booked.docs.find((doc) => doc.id !== self && (doc.get('endsAt') as Timestamp).toMillis() > start.getTime());
    if (clash) throw new HttpError(409, INTERVIEW_MESSAGES.clash(who.name, istDateTimeText((clash.get('startsAt') as Timestamp).toDate())));
  }
}

const assertFuture = (start: Date, now: Date) => {
  if (start.getTime() <= now.getTime()) throw new HttpError(400, INTERVIEW_MESSAGES.startsInPast);
};

const summaryOf = (start: Date, input: Pick<InterviewSchedule, 'mode'>) =>
  `${istDateTimeText(start)} (India time), ${INTERVIEW_MODE_LABELS[input.mode]}`;

/** The application's reference, claimed in `tx` for one stored before references existed. */
function referenceOf(tx: Transaction, application: DocumentSnapshot): { reference: string; claimed: boolean } {
  const stored = application.get('reference') as unknown;
  if (typeof stored === 'string' && stored) return { reference: stored, claimed: false };
  const reference = newReference();
  claimReference(tx, reference, application.id);
  return { reference, claimed: true };
}

function factsOf(id: string, application: DocumentSnapshot, interview: Record<string, unknown>, reference: string): InterviewFacts {
  return {
    id,
    applicationId: application.id,
    sequence: interview.sequence as number,
    startsAt: (interview.startsAt as Timestamp).toDate(),
    endsAt: (interview.endsAt as Timestamp).toDate(),
    mode: interview.mode as InterviewFacts['mode'],
    location: (interview.location as string | null) ?? null,
    link: (interview.link as string | null) ?? null,
    message: (interview.message as string | null) ?? null,
    interviewers: interview.interviewers as Interviewer[],
    organizer: interview.organizer as InterviewFacts['organizer'],
    applicant: {
      name: text(application.get('name')),
      email: text(application.get('email')),
      jobTitle: text(application.get('jobTitle')),
      reference,
    },
    reason: (interview.cancelReason as string | null) ?? null,
  };
}

/** Mails `kind` in `tx` with a new status link on the application (its hash stored with `update`). */
function mailAll(
  tx: Transaction,
  application: DocumentSnapshot,
  kind: InterviewMailKind,
  facts: InterviewFacts,
  update: Record<string, unknown>,
  actor: string,
  at: Date,
) {
  const token = newStatusToken();
  queueInterviewMails(tx, application.ref, kind, facts, token, actor, at);
  update[STATUS_TOKEN_HASHES] = withTokenHash(application, token);
}

const timesOf = (input: InterviewSchedule) => ({
  startsAt: Timestamp.fromDate(input.startsAt),
  endsAt: Timestamp.fromMillis(input.startsAt.getTime() + input.durationMinutes * 60_000),
  durationMinutes: input.durationMinutes,
  mode: input.mode,
  location: input.location ?? null,
  link: input.link ?? null,
  message: input.message ?? null,
});

/**
 * Schedules an interview: the interview, and for an application before the Interview stage its
 * move there, with one history event for both; with `notify` the invites. Answers the new id.
 */
export async function scheduleInterview(applicationId: string, input: InterviewSchedule, actor: Actor, now = new Date()): Promise<string> {
  assertFuture(input.startsAt, now);
  const interviewers = await interviewersNamed(input.interviewerIds);
  const ref = interviewsCollection().doc();
  await db().runTransaction(async (tx) => {
    const application = await tx.get(applicationsCollection().doc(applicationId));
    if (!application.exists) throw new HttpError(404, PIPELINE_MESSAGES.applicationNotFound);
    const times = timesOf(input);
    await assertNoClash(tx, interviewers, input.startsAt, times.endsAt.toDate());
    const at = Timestamp.fromDate(now);
    const update: Record<string, unknown> = interviewTimesUpdate(application, ref.id, times, now);
    const { reference, claimed } = referenceOf(tx, application);
    if (claimed) update.reference = reference;
    const interview = {
      applicationId,
      jobId: application.get('jobId') ?? null,
      jobTitle: text(application.get('jobTitle')),
      applicantName: text(application.get('name')),
      applicantEmail: text(application.get('email')),
      emailKey: emailKeyOf(text(application.get('email'))),
      ...times,
      interviewerIds: interviewers.map((who) => who.uid),
      interviewers,
      organizer: { name: actor.email, email: actor.email },
      status: 'scheduled',
      sequence: 0,
      response: 'pending',
      responseNote: null,
      cancelReason: null,
      scorecards: {},
      reminderSentAt: null,
      createdAt: at,
      updatedAt: at,
      createdBy: actor.uid,
    };
    tx.create(ref, interview);
    const from = stageOf(application.get('stage'));
    const what = `Scheduled for ${summaryOf(input.startsAt, input)}`;
    if (PIPELINE_STAGES.indexOf(from) < INTERVIEW_RANK) {
      appendEvent(tx, application.ref, {
        type: 'stage',
        from,
        to: 'interview',
        text: `Interview ${what.toLowerCase()}`,
        actor: actor.email,
        at,
      });
      Object.assign(update, stageFields('interview'), { stageChangedAt: at });
    } else appendEvent(tx, application.ref, { type: 'interview', text: what, actor: actor.email, at });
    if (input.notify) mailAll(tx, application, 'invite', factsOf(ref.id, application, interview, reference), update, actor.email, now);
    tx.update(application.ref, update);
    auditIds([applicationId], 'applications');
    auditInto(tx, COLLECTIONS.interviews, [ref.id]);
  });
  return ref.id;
}

/** Reads an interview and its application in `tx`: 404 for either missing, 409 for a cancelled interview. */
async function openInterview(tx: Transaction, id: string) {
  const interview = await tx.get(interviewsCollection().doc(id));
  if (!interview.exists) throw new HttpError(404, INTERVIEW_MESSAGES.notFound);
  if (interview.get('status') !== 'scheduled') throw new HttpError(409, INTERVIEW_MESSAGES.cancelled);
  const application = await tx.get(applicationsCollection().doc(String(interview.get('applicationId'))));
  if (!application.exists) throw new HttpError(404, PIPELINE_MESSAGES.applicationNotFound);
  return { interview, application };
}

/**
 * What a change or a cancellation writes besides the interview and its event: the application's
 * copy of the interview's times (none once cancelled), with a mail kind the mails (the
 * application's reference claimed if it had none), and the audit of both records.
 */
function afterChange(
  tx: Transaction,
  { id, interview, application, changed }: { id: string; interview: DocumentSnapshot; application: DocumentSnapshot; changed: object },
  mail: InterviewMailKind | null,
  actor: Actor,
  now: Date,
): void {
  const after = { ...interview.data(), ...changed } as Record<string, unknown>;
  const times = after.status === 'scheduled' ? { startsAt: after.startsAt as Timestamp, endsAt: after.endsAt as Timestamp } : null;
  const update = interviewTimesUpdate(application, id, times, now);
  const { reference, claimed } = referenceOf(tx, application);
  if (claimed) update.reference = reference;
  if (mail) mailAll(tx, application, mail, factsOf(id, application, after, reference), update, actor.email, now);
  tx.update(application.ref, update);
  auditIds([application.id], 'applications');
  auditInto(tx, COLLECTIONS.interviews, [id]);
}

/** Reschedules or edits: the next sequence, the applicant's answer asked again, the reminder due again; with `notify` the changed invites. */
export async function updateInterview(id: string, input: InterviewSchedule, actor: Actor, now = new Date()): Promise<void> {
  assertFuture(input.startsAt, now);
  const interviewers = await interviewersNamed(input.interviewerIds);
  await db().runTransaction(async (tx) => {
    const { interview, application } = await openInterview(tx, id);
    const times = timesOf(input);
    await assertNoClash(tx, interviewers, input.startsAt, times.endsAt.toDate(), id);
    const at = Timestamp.fromDate(now);
    const changed = {
      ...times,
      interviewerIds: interviewers.map((who) => who.uid),
      interviewers,
      sequence: Number(interview.get('sequence') ?? 0) + 1,
      response: 'pending',
      responseNote: null,
      reminderSentAt: null,
      updatedAt: at,
    };
    tx.update(interview.ref, changed);
    appendEvent(tx, application.ref, { type: 'interview', text: `Changed to ${summaryOf(input.startsAt, input)}`, actor: actor.email, at });
    afterChange(tx, { id, interview, application, changed }, input.notify ? 'change' : null, actor, now);
  });
}

/** Cancels: the next sequence (calendars take a CANCEL of a higher one), the reason; with `notify` the cancellations. */
export async function cancelInterview(id: string, reason: string, notify: boolean, actor: Actor, now = new Date()): Promise<void> {
  await db().runTransaction(async (tx) => {
    const { interview, application } = await openInterview(tx, id);
    const at = Timestamp.fromDate(now);
    const changed = { status: 'cancelled', cancelReason: reason, sequence: Number(interview.get('sequence') ?? 0) + 1, updatedAt: at };
    tx.update(interview.ref, changed);
    const start = (interview.get('startsAt') as Timestamp).toDate();
    appendEvent(tx, application.ref, {
      type: 'interview',
      text: `Cancelled the interview of ${istDateTimeText(start)}: ${reason}`,
      actor: actor.email,
      at,
    });
    afterChange(tx, { id, interview, application, changed }, notify ? 'cancel' : null, actor, now);
  });
}

/**
 * Writes the caller's scorecard: only an interviewer of the interview, or an admin (403), while
 * the application is at the Interview stage (409 after). One scorecard per author, replaced on edit.
 */
export async function writeScorecard(
  id: string,
  card: { rating: number; recommendation: string; notes: string },
  actor: Actor & { isAdmin: boolean },
  now = new Date(),
): Promise<void> {
  await db().runTransaction(async (tx) => {
    const interview = await tx.get(interviewsCollection().doc(id));
    if (!interview.exists) throw new HttpError(404, INTERVIEW_MESSAGES.notFound);
    const interviewer = interviewersOfDoc(interview).find((who) => who.uid === actor.uid);
    if (!interviewer && !actor.isAdmin) throw new HttpError(403, INTERVIEW_MESSAGES.notInterviewer);
    const application = await tx.get(applicationsCollection().doc(String(interview.get('applicationId'))));
    if (stageOf(application.get('stage')) !== 'interview') throw new HttpError(409, INTERVIEW_MESSAGES.scorecardClosed);
    tx.update(interview.ref, {
      [`scorecards.${actor.uid}`]: { ...card, interviewerName: interviewer?.name ?? actor.email, updatedAt: Timestamp.fromDate(now) },
    });
    auditIds([application.id], 'applications');
    auditInto(tx, COLLECTIONS.interviews, [id]);
  });
}
