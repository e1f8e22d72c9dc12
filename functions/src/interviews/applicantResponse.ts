import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  INTERVIEW_MESSAGES,
  INTERVIEW_RESPONSE_LABELS,
  NOTIFICATION_FIELDS,
  istDateTimeText,
  withSearchTokens,
  type ApplicantResponseChoice,
} from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { HttpError } from '../http/errors';
import { appendEvent } from '../pipeline/events';
import { answerNotificationRef, nextInterviewOf } from './records';

/** Who answered, in the history: the applicant has no account, only the status link. */
export const APPLICANT_ACTOR = 'applicant';

/**
 * Records the applicant's answer to their next interview: on the interview, as an event of the
 * application's history, and as a notification on the staff's bell (leading to the application),
 * in one batch. 409 when no interview is coming.
 */
export async function recordApplicantResponse(
  application: DocumentSnapshot,
  response: ApplicantResponseChoice,
  note: string | undefined,
  now = new Date(),
): Promise<void> {
  const interview = await nextInterviewOf(application.id, now);
  if (!interview) throw new HttpError(409, INTERVIEW_MESSAGES.noUpcoming);
  const at = Timestamp.fromDate(now);
  const when = istDateTimeText((interview.get('startsAt') as Timestamp).toDate());
  const name = String(application.get('name') ?? 'The applicant');
  const said = `${INTERVIEW_RESPONSE_LABELS[response]}: the interview of ${when}${note ? ` (${note})` : ''}`;
  const batch = db().batch();
  batch.update(interview.ref, { response, responseNote: note ?? null, respondedAt: at });
  appendEvent(batch, application.ref, {
    type: 'interview',
    text: `The applicant answered. ${said}`,
    actor: APPLICANT_ACTOR,
    at,
  });
  const message = `${name} (${String(application.get('jobTitle') ?? '')}): ${said}`.slice(0, 500);
  // One notification per interview, its newest answer: erased with the interview (privacy/sources.ts).
  batch.set(answerNotificationRef(interview.id), {
    ...withSearchTokens(NOTIFICATION_FIELDS, { type: 'resume', message, read: false }),
    createdAt: at,
    source: COLLECTIONS.applications,
    sourceId: application.id,
  });
  await batch.commit();
}
