/**
 * Interviews of the pipeline's Interview stage, written once for functions and web: the modes,
 * states, the applicant's answers, the scorecards, their limits and words, the India-time helpers
 * the forms use. Stored in `interviews/{id}`; one interview belongs to one application.
 */
import { IST_OFFSET_MS } from './jobLifecycle';

export const INTERVIEW_MODES = ['in-person', 'phone', 'video'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];

export const INTERVIEW_STATUSES = ['scheduled', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** What the applicant answers on the status page; `pending` until they do. */
export const APPLICANT_RESPONSES = ['accept', 'decline', 'reschedule'] as const;
export type ApplicantResponseChoice = (typeof APPLICANT_RESPONSES)[number];
export type InterviewResponse = 'pending' | ApplicantResponseChoice;

export const RECOMMENDATIONS = ['strong-yes', 'yes', 'no', 'strong-no'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const INTERVIEW_DURATION_MIN = 15;
export const INTERVIEW_DURATION_MAX = 480;
/** More interviewers than a panel needs would multiply the index entries of `interviewerIds`. */
export const INTERVIEWERS_MAX = 10;
export const INTERVIEW_LOCATION_MAX_LENGTH = 300;
export const INTERVIEW_LINK_MAX_LENGTH = 500;
export const INTERVIEW_MESSAGE_MAX_LENGTH = 2000;
export const INTERVIEW_REASON_MAX_LENGTH = 500;
export const RESPONSE_NOTE_MAX_LENGTH = 500;
export const SCORECARD_NOTES_MAX_LENGTH = 2000;
/** The reminder goes this long before an interview starts. */
export const INTERVIEW_REMINDER_MS = 24 * 60 * 60_000;

export const INTERVIEW_MODE_LABELS: Readonly<Record<InterviewMode, string>> = {
  'in-person': 'In person',
  phone: 'Phone',
  video: 'Video',
};
export const INTERVIEW_STATUS_LABELS: Readonly<Record<InterviewStatus, string>> = { scheduled: 'Scheduled', cancelled: 'Cancelled' };
export const INTERVIEW_RESPONSE_LABELS: Readonly<Record<InterviewResponse, string>> = {
  pending: 'No answer yet',
  accept: 'Accepted',
  decline: 'Declined',
  reschedule: 'Asked for another time',
};
export const RECOMMENDATION_LABELS: Readonly<Record<Recommendation, string>> = {
  'strong-yes': 'Strong yes',
  yes: 'Yes',
  no: 'No',
  'strong-no': 'Strong no',
};

export const INTERVIEW_MESSAGES = {
  startsAtRequired: 'Start is required',
  startsAtInvalid: 'Start must be a date and time with its offset, such as 2026-12-07T10:30:00+05:30',
  startsInPast: 'The interview cannot start in the past',
  durationInvalid: `Duration must be a whole number of minutes from ${INTERVIEW_DURATION_MIN} to ${INTERVIEW_DURATION_MAX}`,
  modeInvalid: `Mode must be one of: ${INTERVIEW_MODES.join(', ')}`,
  locationRequired: 'An in-person interview needs its address',
  locationTooLong: `Address must be at most ${INTERVIEW_LOCATION_MAX_LENGTH} characters`,
  linkRequired: 'A video interview needs its link',
  linkInvalid: `Link must be an http(s) address of at most ${INTERVIEW_LINK_MAX_LENGTH} characters`,
  interviewersRequired: 'Choose at least one interviewer',
  interviewersTooMany: `Choose at most ${INTERVIEWERS_MAX} interviewers`,
  interviewerInvalid: 'Each interviewer must be a staff account id',
  interviewerUnknown: (id: string) => `No staff account ${id}`,
  messageTooLong: `Message must be at most ${INTERVIEW_MESSAGE_MAX_LENGTH} characters`,
  notifyInvalid: 'Notify must be true or false',
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be at most ${INTERVIEW_REASON_MAX_LENGTH} characters`,
  clash: (name: string, startsAt: string) => `${name} already has an interview at ${startsAt} (India time) that overlaps this one`,
  notFound: 'Interview not found',
  cancelled: 'This interview is cancelled',
  ratingInvalid: 'Rating must be a whole number from 1 to 5',
  recommendationInvalid: `Recommendation must be one of: ${RECOMMENDATIONS.join(', ')}`,
  notesTooLong: `Notes must be at most ${SCORECARD_NOTES_MAX_LENGTH} characters`,
  notInterviewer: 'Only the interviewers of this interview, or an admin, may write its scorecard',
  scorecardClosed: 'Scorecards are closed: the application has left the interview stage',
  responseInvalid: `Response must be one of: ${APPLICANT_RESPONSES.join(', ')}`,
  responseNoteTooLong: `Note must be at most ${RESPONSE_NOTE_MAX_LENGTH} characters`,
  noUpcoming: 'There is no coming interview to answer',
  responded: 'Thank you: your answer has been sent to the recruiters',
  filterInterviewer: 'interviewerId must be a staff account id',
  filterStatus: `status must be one of: ${INTERVIEW_STATUSES.join(', ')}`,
  cursorNeedsLimit: 'cursor needs limit: without limit the list is answered whole, capped',
} as const;

/** An interviewer as stored on the interview (names and addresses at the time of scheduling). */
export interface Interviewer {
  uid: string;
  name: string;
  email: string;
}

export interface Scorecard {
  interviewerId: string;
  interviewerName: string;
  rating: number;
  recommendation: Recommendation;
  notes: string;
  updatedAt: string;
}

/** An interview as the staff's API answers it. */
export interface Interview {
  _id: string;
  applicationId: string;
  jobId: string | null;
  jobTitle: string;
  applicantName: string;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  mode: InterviewMode;
  location: string | null;
  link: string | null;
  interviewerIds: string[];
  interviewers: { uid: string; name: string }[];
  message: string | null;
  status: InterviewStatus;
  sequence: number;
  response: InterviewResponse;
  responseNote: string | null;
  cancelReason: string | null;
  scorecards: Scorecard[];
  /** The scorecards' average rating, null without any. */
  averageRating: number | null;
}

/** The next interview as the applicant's status page shows it: no interviewer beyond their names. */
export interface ApplicantInterview {
  startsAt: string;
  endsAt: string;
  mode: InterviewMode;
  location: string | null;
  link: string | null;
  interviewerNames: string[];
  response: InterviewResponse;
}

/** A staff account one may pick as an interviewer. */
export interface InterviewerOption {
  _id: string;
  name: string;
}

export const averageRatingOf = (cards: readonly { rating: number }[]): number | null =>
  cards.length ? Math.round((cards.reduce((sum, card) => sum + card.rating, 0) / cards.length) * 10) / 10 : null;

/** The instant of an India-time wall clock (`YYYY-MM-DDTHH:mm`, as a datetime-local field gives it), as ISO text; null when it is none. */
export function istLocalToInstant(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const utc = Date.UTC(y!, mo! - 1, d!, h!, mi!) - IST_OFFSET_MS;
  return Number.isNaN(utc) ? null : new Date(utc).toISOString();
}

/** An instant as an India-time datetime-local value (`YYYY-MM-DDTHH:mm`). */
export const instantToIstLocal = (instant: string | Date): string =>
  new Date(new Date(instant).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);

/** An instant as people read it here: DD-MM-YYYY HH:mm, India time. */
export function istDateTimeText(instant: string | Date): string {
  const local = instantToIstLocal(instant);
  return `${local.slice(8, 10)}-${local.slice(5, 7)}-${local.slice(0, 4)} ${local.slice(11, 16)}`;
}

/** The India-time day (YYYY-MM-DD) of an instant. */
export const istDayOfInstant = (instant: string | Date): string => instantToIstLocal(instant).slice(0, 10);

/** The instant an India-time day (YYYY-MM-DD) starts. */
export const istDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
