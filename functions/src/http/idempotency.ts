import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { API_MESSAGES, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { matchEndpoint } from './endpointMatch';
import { HttpError } from './errors';
import { pendingAudit } from '../audit/requestAudit';

/** How long a key is remembered (the TTL policy on idempotency.expiresAt removes it after). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The status and body a submission answered: stored with its key and answered again on a repeat. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export interface Outcome {
  answer: Answer;
  /** True when the key had been used: nothing new was stored and the first answer is repeated. */
  replayed: boolean;
}

/** The request's Idempotency-Key, or null without one; a malformed key is a 400. */
export function idempotencyKeyOf(req: Pick<Request, 'get'>): string | null {
  const key = req.get(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined || key === '') return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new HttpError(400, API_MESSAGES.idempotencyKeyInvalid);
  return key;
}

/** One document per endpoint and key (hashed, so any key makes a valid document id). */
function keyRef(req: Request, key: string): DocumentReference {
  const scope = matchEndpoint(req.method, `${req.baseUrl}${req.path}`)?.name ?? `${req.method} ${req.baseUrl}${req.path}`;
  return db()
    .collection(COLLECTIONS.idempotency)
    .doc(createHash('sha256').update(`${scope}\n${key}`).digest('hex'));
}

const ALREADY_EXISTS = 6;

/** Other writes that belong to the submission (e.g. a job's application count), committed with it; `ref` is the submission's. */
export type AlsoWrite = (batch: WriteBatch, ref: DocumentReference) => void;

/**
 * Creates `ref` with `data` (and `alsoWrite`'s writes) and answers `answer`, exactly once per
 * Idempotency-Key: the key's record and the submission are created in one atomic batch, so a
 * repeat (a retry after a lost answer, a double click, a parallel duplicate) finds the key taken,
 * stores nothing and gets the first answer back. Without a key the document is simply created. An
 * audited request's entry (audit/requestAudit.ts) is created in the same batch.
 */
export async function createOnce(
  req: Request,
  ref: DocumentReference,
  data: DocumentData,
  answer: Answer,
  alsoWrite?: AlsoWrite,
): Promise<Outcome> {
  const key = idempotencyKeyOf(req);
  const audit = pendingAudit();
  if (!key && !alsoWrite && !audit) {
    await ref.create(data);
    return { answer, replayed: false };
  }
  const batch = db().batch();
  const record = key ? keyRef(req, key) : null;
  if (record)
    batch.create(record, {
      ...answer,
      documentPath: ref.path,
      createdAt: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(Date.now() + IDEMPOTENCY_TTL_MS),
    });
  batch.create(ref, data);
  alsoWrite?.(batch, ref);
  audit?.into(batch, ref.parent.id, [ref.id]);
  try {
    await batch.commit();
    return { answer, replayed: false };
  } catch (err) {
    if ((err as { code?: number }).code !== ALREADY_EXISTS || !record) throw err;
    const first = await record.get();
    if (!first.exists) throw err;
    return { answer: { status: first.get('status') as number, body: first.get('body') as Record<string, unknown> }, replayed: true };
  }
}

const keyRecord = (answer: Answer) => ({
  ...answer,
  createdAt: FieldValue.serverTimestamp(),
  expiresAt: Timestamp.fromMillis(Date.now() + IDEMPOTENCY_TTL_MS),
});

const storedAnswer = (record: DocumentData | undefined): Answer => ({
  status: record?.status as number,
  body: record?.body as Record<string, unknown>,
});

/**
 * Runs `work` in a transaction, exactly once per Idempotency-Key: the key's record is read first,
 * and when it exists its answer is repeated and `work` does not run; otherwise the record is created
 * with work's answer in the same transaction. Without a key, `work` just runs in a transaction.
 */
export async function transactOnce(req: Request, work: (tx: Transaction) => Promise<Answer>): Promise<Outcome> {
  const key = idempotencyKeyOf(req);
  const record = key ? keyRef(req, key) : null;
  return db().runTransaction(async (tx) => {
    const first = record ? await tx.get(record) : null;
    if (first?.exists) return { answer: storedAnswer(first.data()), replayed: true };
    const answer = await work(tx);
    if (record) tx.create(record, keyRecord(answer));
    return { answer, replayed: false };
  });
}

/**
 * A create in a transaction, once per Idempotency-Key, whose answer is known only inside the
 * transaction (a job's next jobId): `prepare` does the reads and answers the answer and the
 * writes. The key's record is created before those writes, so a store that applies a commit's
 * writes one by one (the offline emulator) stops at the key and stores no duplicate either. A
 * parallel duplicate fails with ALREADY_EXISTS: run it again and it finds the first answer.
 */
export async function transactCreateOnce(
  req: Request,
  prepare: (tx: Transaction) => Promise<{ answer: Answer; write: () => void }>,
): Promise<Outcome> {
  const key = idempotencyKeyOf(req);
  const record = key ? keyRef(req, key) : null;
  return db().runTransaction(async (tx) => {
    const first = record ? await tx.get(record) : null;
    if (first?.exists) return { answer: storedAnswer(first.data()), replayed: true };
    const { answer, write } = await prepare(tx);
    if (record) tx.create(record, keyRecord(answer));
    write();
    return { answer, replayed: false };
  });
}

/**
 * For work too big for one transaction (a bulk move in chunks), which must itself be safe to
 * repeat: the first answer given for this Idempotency-Key, if any. Run the work only when null,
 * then call rememberAnswer.
 */
export async function firstAnswerOf(req: Request): Promise<Outcome | null> {
  const key = idempotencyKeyOf(req);
  if (!key) return null;
  const first = await keyRef(req, key).get();
  return first.exists ? { answer: storedAnswer(first.data()), replayed: true } : null;
}

/** Keeps `answer` for the request's Idempotency-Key; a parallel duplicate that finished first keeps its own, which is answered. */
export async function rememberAnswer(req: Request, answer: Answer): Promise<Outcome> {
  const key = idempotencyKeyOf(req);
  if (!key) return { answer, replayed: false };
  const record = keyRef(req, key);
  try {
    await record.create(keyRecord(answer));
    return { answer, replayed: false };
  } catch (err) {
    if ((err as { code?: number }).code !== ALREADY_EXISTS) throw err;
    return { answer: storedAnswer((await record.get()).data()), replayed: true };
  }
}

/** The header marking a repeated answer. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** Sends an outcome; a repeated one is marked `Idempotent-Replayed: true`. */
export function sendOutcome(res: Response, { answer, replayed }: Outcome): void {
  if (replayed) res.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
  res.status(answer.status).json(answer.body);
}
