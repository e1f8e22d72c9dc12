import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Transaction,
  type UpdateData,
} from 'firebase-admin/firestore';
import { STAGE_MAIL_THROTTLE_MS, isPipelineStage, stageOf, type PipelineStage } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { applicantOf, applicationsCollection } from './applications';
import { queueStageMail } from './applicantMail';
import { claimReference, newReference } from './reference';
import { STATUS_TOKEN_HASHES, hashStatusToken, newStatusToken } from './statusLink';

/**
 * The stage mails of moves, throttled: at most one per application and stage in
 * STAGE_MAIL_THROTTLE_MS. A move back to a stage mailed within that time holds its mail back: the
 * application's one held mail (`heldStageMails/{applicationId}`, the latest such move replacing an
 * earlier one) goes out when the time has passed, if the application is still at that stage
 * (sendHeldStageMails, every few minutes). A mail sent for the application's new stage drops it.
 */

/** When each stage's mail last went out, per application (kept on it, read and written in the move's transaction). */
const STAGE_MAILED_AT = 'stageMailedAt';

const heldMailRef = (applicationId: string) => db().collection(COLLECTIONS.heldStageMails).doc(applicationId);

const lastMailOf = (application: DocumentSnapshot, stage: PipelineStage): Timestamp | null => {
  const last = application.get(`${STAGE_MAILED_AT}.${stage}`) as unknown;
  return last instanceof Timestamp ? last : null;
};

/** Whether the stage's mail went out less than STAGE_MAIL_THROTTLE_MS before `at`. */
export function mailedRecently(application: DocumentSnapshot, stage: PipelineStage, at: Timestamp): boolean {
  const last = lastMailOf(application, stage);
  return last !== null && at.toMillis() - last.toMillis() < STAGE_MAIL_THROTTLE_MS;
}

/**
 * Queues the stage's mail to the applicant in `tx` with its mail event, and adds to `update` (the
 * application's own write) the mail's status token, its time and, for an application stored before
 * references existed, its new reference. A held mail of the application is dropped.
 */
export function sendStageMail(
  tx: Transaction,
  application: DocumentSnapshot,
  stage: PipelineStage,
  actor: string,
  at: Timestamp,
  update: UpdateData<DocumentData>,
): void {
  const stored = application.get('reference') as unknown;
  const reference = typeof stored === 'string' && stored ? stored : newReference();
  if (reference !== stored) {
    claimReference(tx, reference, application.id);
    update.reference = reference;
  }
  const token = newStatusToken();
  queueStageMail(tx, application.ref, applicantOf(application, reference), stage, actor, at, token);
  update[STATUS_TOKEN_HASHES] = FieldValue.arrayUnion(hashStatusToken(token));
  update[`${STAGE_MAILED_AT}.${stage}`] = at;
  tx.delete(heldMailRef(application.id));
}

/** Holds the stage's mail back until STAGE_MAIL_THROTTLE_MS after its last one (replacing a mail held before). */
export function holdStageMail(tx: Transaction, application: DocumentSnapshot, stage: PipelineStage, actor: string): void {
  const last = lastMailOf(application, stage)!;
  tx.set(heldMailRef(application.id), { stage, actor, dueAt: Timestamp.fromMillis(last.toMillis() + STAGE_MAIL_THROTTLE_MS) });
}

/**
 * Sends the held mails due by `now` (the sendHeldStageMails schedule; the tests call it with a
 * fixture time), each in a transaction with its application: sent when the application is still at
 * the held stage and that stage was not mailed meanwhile, else dropped. Answers how many went out.
 */
export async function sendHeldStageMails(now: Date): Promise<number> {
  const due = await db().collection(COLLECTIONS.heldStageMails).where('dueAt', '<=', Timestamp.fromDate(now)).get();
  let sent = 0;
  for (const { ref } of due.docs) {
    const application = applicationsCollection().doc(ref.id);
    sent += await db().runTransaction(async (tx) => {
      const [held, stored] = await tx.getAll(ref, application);
      if (!held?.exists) return 0;
      const stage: unknown = held.get('stage');
      const at = Timestamp.fromDate(now);
      if (!stored?.exists || !isPipelineStage(stage) || stageOf(stored.get('stage')) !== stage || mailedRecently(stored, stage, at)) {
        tx.delete(ref);
        return 0;
      }
      const update: UpdateData<DocumentData> = {};
      sendStageMail(tx, stored, stage, String(held.get('actor') ?? ''), at, update);
      tx.update(application, update);
      return 1;
    });
  }
  return sent;
}
