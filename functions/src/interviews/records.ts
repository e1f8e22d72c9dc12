import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  INTERVIEW_MESSAGES,
  averageRatingOf,
  isStaffRole,
  type ApplicantInterview,
  type Interview,
  type InterviewMode,
  type InterviewResponse,
  type InterviewStatus,
  type Interviewer,
  type Recommendation,
  type Scorecard,
} from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { auth, db } from '../firebase';
import { isDocId } from '../http/docId';
import { HttpError } from '../http/errors';
import { isoOf } from '../jobs/records';
import { indexedQuery } from '../firestore/indexedQueries';

/**
 * An interview as stored in `interviews/{id}`: the application's facts copied at scheduling (so a
 * list row needs no other read), the times as timestamps, the interviewers with their names and
 * addresses, `interviewerIds` for the array-contains queries, and the scorecards by author uid.
 */
export const interviewsCollection = () => db().collection(COLLECTIONS.interviews);

/** The staff's notification of the applicant's answer to an interview: one per interview (applicantResponse.ts). */
export const answerNotificationRef = (interviewId: string) =>
  db().collection(COLLECTIONS.notifications).doc(`${COLLECTIONS.interviews}-${interviewId}`);

export async function findInterview(id: string): Promise<DocumentSnapshot> {
  const doc = isDocId(id) ? await interviewsCollection().doc(id).get() : null;
  if (!doc?.exists) throw new HttpError(404, INTERVIEW_MESSAGES.notFound);
  return doc;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

interface StoredScorecard {
  interviewerName?: string;
  rating?: number;
  recommendation?: Recommendation;
  notes?: string;
  updatedAt?: Timestamp;
}

export const interviewersOfDoc = (doc: DocumentSnapshot): Interviewer[] =>
  Array.isArray(doc.get('interviewers')) ? (doc.get('interviewers') as Interviewer[]) : [];

function scorecardsOf(doc: DocumentSnapshot): Scorecard[] {
  const stored = (doc.get('scorecards') ?? {}) as Record<string, StoredScorecard>;
  return Object.entries(stored)
    .map(([interviewerId, card]) => ({
      interviewerId,
      interviewerName: card.interviewerName ?? '',
      rating: Number(card.rating ?? 0),
      recommendation: card.recommendation ?? 'no',
      notes: card.notes ?? '',
      updatedAt: isoOf(card.updatedAt) ?? '',
    }))
    .sort((a, b) => a.interviewerName.localeCompare(b.interviewerName));
}

export function interviewFromDoc(doc: DocumentSnapshot): Interview {
  const scorecards = scorecardsOf(doc);
  return {
    _id: doc.id,
    applicationId: String(doc.get('applicationId') ?? ''),
    jobId: text(doc.get('jobId')),
    jobTitle: String(doc.get('jobTitle') ?? ''),
    applicantName: String(doc.get('applicantName') ?? ''),
    startsAt: isoOf(doc.get('startsAt')) ?? '',
    endsAt: isoOf(doc.get('endsAt')) ?? '',
    durationMinutes: Number(doc.get('durationMinutes') ?? 0),
    mode: doc.get('mode') as InterviewMode,
    location: text(doc.get('location')),
    link: text(doc.get('link')),
    interviewerIds: (doc.get('interviewerIds') as string[] | undefined) ?? [],
    interviewers: interviewersOfDoc(doc).map(({ uid, name }) => ({ uid, name })),
    message: text(doc.get('message')),
    status: doc.get('status') as InterviewStatus,
    sequence: Number(doc.get('sequence') ?? 0),
    response: (doc.get('response') as InterviewResponse | undefined) ?? 'pending',
    responseNote: text(doc.get('responseNote')),
    cancelReason: text(doc.get('cancelReason')),
    scorecards,
    averageRating: averageRatingOf(scorecards),
  };
}

/** What the applicant's status page shows of an interview: times, place and the interviewers' names only. */
export const applicantInterviewOf = (doc: DocumentSnapshot): ApplicantInterview => ({
  startsAt: isoOf(doc.get('startsAt')) ?? '',
  endsAt: isoOf(doc.get('endsAt')) ?? '',
  mode: doc.get('mode') as InterviewMode,
  location: text(doc.get('location')),
  link: text(doc.get('link')),
  interviewerNames: interviewersOfDoc(doc).map((who) => who.name),
  response: (doc.get('response') as InterviewResponse | undefined) ?? 'pending',
});

/** A person's name from an address without one: 'priya.sharma@x' reads 'Priya Sharma'. */
const nameFromEmail = (email: string) =>
  (email.split('@')[0] ?? '')
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

/** The staff accounts one may invite, with the name an applicant sees (the account's display name, else made from its address). */
export async function staffInterviewers(uids?: readonly string[]): Promise<Interviewer[]> {
  const ids = uids ?? (await db().collection(COLLECTIONS.staffAccounts).select().get()).docs.map((doc) => doc.id);
  const found: Interviewer[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    const { users } = await auth().getUsers(ids.slice(i, i + 100).map((uid) => ({ uid })));
    for (const user of users)
      if (isStaffRole(user.customClaims?.role) && !user.disabled && user.email)
        found.push({ uid: user.uid, email: user.email, name: user.displayName || nameFromEmail(user.email) });
  }
  return found;
}

/** The interviewers named by `ids`, in that order; 400 naming the first that is no active staff account. */
export async function interviewersNamed(ids: readonly string[]): Promise<Interviewer[]> {
  const found = new Map((await staffInterviewers(ids)).map((who) => [who.uid, who]));
  return ids.map((id) => {
    const who = found.get(id);
    if (!who) throw new HttpError(400, INTERVIEW_MESSAGES.interviewerUnknown(id));
    return who;
  });
}

/** The next interview of an application that is still to come (scheduled, not ended), or undefined. */
export async function nextInterviewOf(applicationId: string, now: Date): Promise<DocumentSnapshot | undefined> {
  const all = await indexedQuery('interviewsOfApplication', { applicationId }).get();
  return all.docs
    .filter((doc) => doc.get('status') === 'scheduled' && (doc.get('endsAt') as Timestamp).toMillis() > now.getTime())
    .sort((a, b) => (a.get('startsAt') as Timestamp).toMillis() - (b.get('startsAt') as Timestamp).toMillis())[0];
}

export async function interviewsOfApplication(applicationId: string): Promise<Interview[]> {
  const all = await indexedQuery('interviewsOfApplication', { applicationId }).get();
  return all.docs.map(interviewFromDoc).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
