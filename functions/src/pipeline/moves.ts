import { Timestamp, type DocumentData, type Transaction, type UpdateData } from 'firebase-admin/firestore';
import { stageFields, stageOf, type PipelineStage } from '@careers/domain';
import { chunks } from '../admin/batchDelete';
import { db } from '../firebase';
import { isDocId } from '../http/docId';
import { applicationsCollection } from './applications';
import { appendEvent } from './events';
import { holdStageMail, mailedRecently, sendStageMail } from './stageMails';
import { auditIds, auditInto } from '../audit/requestAudit';
import { readForMoves, writeCommissionOnMove, type MoveReads } from '../commissions/onMove';

/** A stage move as an admin asks it; `actor` is the admin (email, else uid), from the verified token. */
export interface Move {
  stage: PipelineStage;
  note?: string;
  notify: boolean;
  actor: string;
}

/**
 * `now`, or just after the previous move when that is not earlier (two moves in one millisecond, or
 * clocks of two instances apart): an application's history is then ordered as its moves were made.
 */
function after(now: Timestamp, previous: unknown): Timestamp {
  return previous instanceof Timestamp && previous.toMillis() >= now.toMillis() ? Timestamp.fromMillis(previous.toMillis() + 1) : now;
}

/**
 * Writes the move of one application read in `tx`: its stage event, and with `notify` the new
 * stage's mail and its mail event, unless that stage's mail went out to this application less than
 * STAGE_MAIL_THROTTLE_MS ago: then the stage event says `mail: 'held'` and the mail waits
 * (pipeline/stageMails.ts). An application already at the stage is left alone and nothing is
 * recorded. Reaching or leaving `hired` keeps the application's commission in step, in the same
 * transaction (commissions/onMove.ts): `reads` come from readForMoves. Answers whether it moved.
 */
export function writeMove(tx: Transaction, reads: MoveReads, move: Move, now: Timestamp): boolean {
  const { application } = reads;
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
  if (held) holdStageMail(tx, application, move.stage, move.actor);
  else if (move.notify) sendStageMail(tx, application, move.stage, move.actor, at, update);
  tx.update(application.ref, update);
  writeCommissionOnMove(tx, reads, from, move.stage, at);
  // The job's own trail (its board) lists the moves of its applications too.
  const jobId = application.get('jobId') as unknown;
  if (typeof jobId === 'string' && jobId) auditIds([jobId], 'jobPosts');
  auditInto(tx, application.ref.parent.id, [application.id]);
  return true;
}

/**
 * Applications moved per transaction: a move writes at most 7 documents (the application, two
 * events, the mail, a reference claim, its held mail, its commission), so 70 and the audit entry
 * stay under Firestore's 500 writes per commit.
 */
export const MOVE_CHUNK = 70;

/**
 * Moves the applications named by `ids` (unknown ids are skipped), in transactions of MOVE_CHUNK:
 * each re-reads the stages it changes, so a move repeated or run twice at once moves (and mails)
 * each application once. Answers how many moved.
 */
export async function moveApplications(ids: readonly string[], move: Move): Promise<number> {
  let moved = 0;
  for (const part of chunks(ids.filter(isDocId), MOVE_CHUNK)) {
    moved += await db().runTransaction(async (tx) => {
      const docs = await readForMoves(
        tx,
        part.map((id) => applicationsCollection().doc(id)),
      );
      const at = Timestamp.now();
      let count = 0;
      for (const reads of docs) if (reads.application.exists && writeMove(tx, reads, move, at)) count++;
      return count;
    });
  }
  return moved;
}
