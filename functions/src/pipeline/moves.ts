import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Transaction,
  type UpdateData,
} from 'firebase-admin/firestore';
import { STAGE_MAIL_THROTTLE_MS, stageFields, stageOf, type PipelineStage } from '@careers/domain';
import { chunks } from '../admin/batchDelete';
import { db } from '../firebase';
import { isDocId } from '../http/docId';
import { applicantOf, applicationsCollection } from './applications';
import { queueStageMail } from './applicantMail';
import { appendEvent } from './events';
import { claimReference, newReference } from './reference';
import { STATUS_TOKEN_HASHES, hashStatusToken, newStatusToken } from './statusLink';
import { auditIds, auditInto } from '../audit/requestAudit';

/** A stage move as an admin asks it; `actor` is the admin (email, else uid), from the verified token. */
export interface Move {
  stage: PipelineStage;
  note?: string;
  notify: boolean;
  actor: string;
}

/** When each stage's mail last went out, per application (kept on it, read and written in the move's transaction). */
const STAGE_MAILED_AT = 'stageMailedAt';

/**
 * `now`, or just after the previous move when that is not earlier (two moves in one millisecond, or
 * clocks of two instances apart): an application's history is then ordered as its moves were made.
 */
function after(now: Timestamp, previous: unknown): Timestamp {
  return previous instanceof Timestamp && previous.toMillis() >= now.toMillis() ? Timestamp.fromMillis(previous.toMillis() + 1) : now;
}

/** Whether the stage's mail went out less than STAGE_MAIL_THROTTLE_MS before `at`. */
function mailedRecently(application: DocumentSnapshot, stage: PipelineStage, at: Timestamp): boolean {
  const last = application.get(`${STAGE_MAILED_AT}.${stage}`) as unknown;
  return last instanceof Timestamp && at.toMillis() - last.toMillis() < STAGE_MAIL_THROTTLE_MS;
}

/**
 * Writes the move of one application read in `tx`: its stage event, and with `notify` the new
 * stage's mail and its mail event, unless that stage's mail went out to this application less than
 * STAGE_MAIL_THROTTLE_MS ago: then the stage event says `mail: 'held'` and nothing is mailed. An
 * application already at the stage is left alone and nothing is recorded. Answers whether it moved.
 */
export function writeMove(tx: Transaction, application: DocumentSnapshot, move: Move, now: Timestamp): boolean {
  const from = stageOf(application.get('stage'));
  if (from === move.stage) return false;
  const at = after(now, application.get('stageChangedAt'));
  const held = move.notify && mailedRecently(application, move.stage, at);
  appendEvent(tx, application.ref, {
    type: 'stage',
    from,
    to: move.stage,
    text: move.note,
    mail: held ? 'held' : undefined,
    actor: move.actor,
    at,
  });
  const update: UpdateData<DocumentData> = { ...stageFields(move.stage), stageChangedAt: at };
  if (move.notify && !held) {
    const stored = application.get('reference') as unknown;
    const reference = typeof stored === 'string' && stored ? stored : newReference();
    // An application stored before references existed gets one with its first mail.
    if (reference !== stored) {
      claimReference(tx, reference, application.id);
      update.reference = reference;
    }
    const token = newStatusToken();
    queueStageMail(tx, application.ref, applicantOf(application, reference), move.stage, move.actor, at, token);
    update[STATUS_TOKEN_HASHES] = FieldValue.arrayUnion(hashStatusToken(token));
    update[`${STAGE_MAILED_AT}.${move.stage}`] = at;
  }
  tx.update(application.ref, update);
  // The job's own trail (its board) lists the moves of its applications too.
  const jobId = application.get('jobId') as unknown;
  if (typeof jobId === 'string' && jobId) auditIds([jobId], 'jobPosts');
  auditInto(tx, application.ref.parent.id, [application.id]);
  return true;
}

/**
 * Applications moved per transaction: a move writes at most 5 documents (the application, two
 * events, the mail, a reference claim), so 100 stay under Firestore's 500 writes per commit.
 */
export const MOVE_CHUNK = 100;

/**
 * Moves the applications named by `ids` (unknown ids are skipped), in transactions of MOVE_CHUNK:
 * each re-reads the stages it changes, so a move repeated or run twice at once moves (and mails)
 * each application once. Answers how many moved.
 */
export async function moveApplications(ids: readonly string[], move: Move): Promise<number> {
  let moved = 0;
  for (const part of chunks(ids.filter(isDocId), MOVE_CHUNK)) {
    moved += await db().runTransaction(async (tx) => {
      const docs = await tx.getAll(...part.map((id) => applicationsCollection().doc(id)));
      const at = Timestamp.now();
      let count = 0;
      for (const doc of docs) if (doc.exists && writeMove(tx, doc, move, at)) count++;
      return count;
    });
  }
  return moved;
}
