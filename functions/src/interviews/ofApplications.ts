import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { chunks, MAX_BATCH_WRITES } from '../admin/batchDelete';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { docsWhereIn } from '../trash/withDependents';
import { answerNotificationRef } from './records';

/**
 * The documents of applications' interviews, by application id: each interview (its scorecards
 * inside) and the staff's notification of the applicant's answer when there is one. They belong to
 * their application: deleting it takes them into its trash entry (a restore brings them back, the
 * purge removes them), and erasing it erases them, so no interview outlives its application in the
 * lists, the dashboard or the reminders.
 */
export async function interviewDocsOf(applicationIds: readonly string[]): Promise<Map<string, DocumentSnapshot[]>> {
  const byApplication = await docsWhereIn(COLLECTIONS.interviews, 'applicationId', applicationIds);
  const interviews = [...byApplication.values()].flat();
  const answers = new Map<string, DocumentSnapshot>();
  for (const part of chunks(interviews, MAX_BATCH_WRITES))
    for (const notice of await db().getAll(...part.map((interview) => answerNotificationRef(interview.id))))
      if (notice.exists) answers.set(notice.id, notice);
  return new Map(
    [...byApplication].map(([applicationId, docs]) => [
      applicationId,
      docs.flatMap((interview) => {
        const answer = answers.get(answerNotificationRef(interview.id).id);
        return answer ? [interview, answer] : [interview];
      }),
    ]),
  );
}
