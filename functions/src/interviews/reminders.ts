import { Timestamp } from 'firebase-admin/firestore';
import { INTERVIEW_REMINDER_MS } from '@careers/domain';
import { db } from '../firebase';
import { indexedPageQuery } from '../firestore/indexedQueries';
import { applicationsCollection } from '../pipeline/applications';
import { SYSTEM_ACTOR } from '@careers/domain';
import { queueInterviewMails } from './invites';
import { interviewersOfDoc, interviewsCollection } from './records';
import { STATUS_TOKEN_HASHES, newStatusToken, withTokenHash } from '../pipeline/statusLink';

/**
 * Mails the applicant and the interviewers of every scheduled interview starting within
 * INTERVIEW_REMINDER_MS of `now`, once: each is marked `reminderSentAt` in the transaction that
 * queues its mails (a change of time clears the mark, so the new time is reminded too). Run by
 * the scheduled sendInterviewReminders and `npm run send-interview-reminders`. Answers how many were reminded.
 */
export async function sendInterviewReminders(now: Date): Promise<number> {
  const due = await indexedPageQuery(
    'interviewPage',
    { status: 'scheduled' },
    { sort: 'startsAt', from: Timestamp.fromDate(now), to: Timestamp.fromMillis(now.getTime() + INTERVIEW_REMINDER_MS) },
  ).get();
  let sent = 0;
  for (const found of due.docs) {
    if (found.get('reminderSentAt')) continue;
    sent += await db().runTransaction(async (tx) => {
      const interview = await tx.get(interviewsCollection().doc(found.id));
      if (!interview.exists || interview.get('status') !== 'scheduled' || interview.get('reminderSentAt')) return 0;
      const application = await tx.get(applicationsCollection().doc(String(interview.get('applicationId'))));
      if (!application.exists) return 0;
      const token = newStatusToken();
      const text = (key: string) => String(application.get(key) ?? '');
      queueInterviewMails(
        tx,
        application.ref,
        'reminder',
        {
          id: interview.id,
          applicationId: application.id,
          sequence: Number(interview.get('sequence') ?? 0),
          startsAt: (interview.get('startsAt') as Timestamp).toDate(),
          endsAt: (interview.get('endsAt') as Timestamp).toDate(),
          mode: interview.get('mode'),
          location: interview.get('location') ?? null,
          link: interview.get('link') ?? null,
          message: interview.get('message') ?? null,
          interviewers: interviewersOfDoc(interview),
          organizer: interview.get('organizer'),
          applicant: { name: text('name'), email: text('email'), jobTitle: text('jobTitle'), reference: text('reference') },
        },
        token,
        SYSTEM_ACTOR,
        now,
      );
      tx.update(application.ref, { [STATUS_TOKEN_HASHES]: withTokenHash(application, token) });
      tx.update(interview.ref, { reminderSentAt: Timestamp.fromDate(now) });
      return 1;
    });
  }
  return sent;
}
