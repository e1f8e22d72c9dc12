import { FieldPath, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { applicationsCollection } from '../pipeline/applications';
import { INTERVIEW_TIMES } from './times';

/** Interviews per transaction: each may add a read of its application and a field of its update. */
const PAGE = 250;

const isComing = (interview: DocumentSnapshot, now: Date) => {
  const endsAt: unknown = interview.get('endsAt');
  return interview.get('status') === 'scheduled' && endsAt instanceof Timestamp && endsAt.toMillis() > now.getTime();
};

/**
 * Writes the application's copy of its interviews' times (times.ts) for the interviews scheduled
 * before it existed: every scheduled interview not ended at `now` whose application lacks it. The
 * interviews are read a page at a time (by document id) inside the transaction that writes their
 * applications, so an interview changed or cancelled meanwhile is read again as it is. A record
 * written already is left as it is, so a second run writes nothing. Answers the times written.
 */
export async function backfillInterviewTimes(now: Date): Promise<number> {
  let written = 0;
  for (let after: string | undefined; ;) {
    const page = await db().runTransaction(async (tx) => {
      const ordered = db().collection(COLLECTIONS.interviews).orderBy(FieldPath.documentId());
      const interviews = (await tx.get((after === undefined ? ordered : ordered.startAfter(after)).limit(PAGE))).docs;
      const byApplication = new Map<string, DocumentSnapshot[]>();
      for (const interview of interviews.filter((doc) => isComing(doc, now))) {
        const id = String(interview.get('applicationId') ?? '');
        if (id && !id.includes('/')) byApplication.set(id, [...(byApplication.get(id) ?? []), interview]);
      }
      const applications = byApplication.size
        ? await tx.getAll(...[...byApplication.keys()].map((id) => applicationsCollection().doc(id)))
        : [];
      let fields = 0;
      for (const application of applications.filter((doc) => doc.exists)) {
        const update: Record<string, unknown> = {};
        for (const interview of byApplication.get(application.id)!)
          if (application.get(new FieldPath(INTERVIEW_TIMES, interview.id)) === undefined)
            update[`${INTERVIEW_TIMES}.${interview.id}`] = { startsAt: interview.get('startsAt'), endsAt: interview.get('endsAt') };
        if (Object.keys(update).length) tx.update(application.ref, update);
        fields += Object.keys(update).length;
      }
      return { read: interviews.length, last: interviews.at(-1)?.id, fields };
    });
    written += page.fields;
    if (page.read < PAGE || !page.last) return written;
    after = page.last;
  }
}
