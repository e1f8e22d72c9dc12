import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Transaction,
  type UpdateData,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { API_MESSAGES, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, type EndpointName } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { HttpError } from './errors';
import { pendingAudit } from '../audit/requestAudit';

/**
 * Exactly once per Idempotency-Key, on every write path (`mount` puts `exactlyOncePerKey` before
 * the handler). The key's record is claimed first, before any work: the first request creates it
 * as `running`, does the work and stores its answer on it (`done`); a repeat finds the record and
 * answers the first answer, waiting for it while the first still runs. Claiming first is what makes
 * parallel duplicates safe: checking the key before the work and remembering it after let every
 * duplicate that arrived meanwhile run the work too.
 *
 * Work committed in one batch or transaction also stores its answer there (`answeredIn`, state
 * `committed`), so a request that dies after its commit still leaves an answer, given once its claim's
 * lease is over; until then repeats wait for the answer actually sent. Only a 2xx answer is kept: any other
 * (a refused body, a 5xx) did nothing and gives the key back, so a corrected retry runs afresh.
 *
 * A file answer (the privacy export's ZIP) is not kept: kept under the key it would be a copy of one
 * person's data for a day, out of an erasure's reach, and may exceed a document. The key records that a file went
 * out (state `file`), and a repeat answers 422 idempotencyKeyFileAnswer without doing the work again,
 * so the export happens (and is audited) once per key; a client asking again sends a new key.
 */

/** How long a key is remembered (the TTL policy on idempotency.expiresAt removes it after). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A running claim older than this belongs to a request that died (the api function's timeout is
 * 60 s): a repeat may then take the key over and do the work.
 */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;

/** How long a repeat waits for the first request's answer before answering 409. */
export const REPLAY_WAIT_MS = 10_000;
const POLL_FIRST_MS = 25;
const POLL_MAX_MS = 500;

/** The answer headers a repeat gets again (the rest are the API's own, set on every answer). */
const REPLAYED_HEADERS = ['x-trash-batch', 'location'];

/** The status and body a request answered: stored with its key and answered again on a repeat. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
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

/**
 * One document per caller, endpoint, path parameters and key (hashed, so any key makes a valid
 * document id). The signed-in caller is part of it: another account sending the same key does its
 * own work and never receives this caller's answer. Public callers have no identity to scope by.
 */
export function keyRecordRef(name: EndpointName, params: Readonly<Record<string, string>>, key: string, callerUid = ''): DocumentReference {
  const scope = `${callerUid}\n${name}\n${JSON.stringify(params)}\n${key}`;
  return db().collection(COLLECTIONS.idempotency).doc(createHash('sha256').update(scope).digest('hex'));
}

const ALREADY_EXISTS = 6;

/** The claimed key record of each request under way (set by exactlyOncePerKey). */
const claims = new WeakMap<Request, DocumentReference>();

const answerFields = (answer: Answer, state: 'committed' | 'done') => ({
  state,
  status: answer.status,
  body: answer.body,
  headers: answer.headers ?? {},
  answeredAt: FieldValue.serverTimestamp(),
});

/** Stores `answer` on the request's key record in the work's own batch or transaction (no key: nothing). */
export function answeredIn(
  writer: { update(ref: DocumentReference, data: UpdateData<DocumentData>): unknown },
  req: Request,
  answer: Answer,
): void {
  const record = claims.get(req);
  if (record) writer.update(record, answerFields(answer, 'committed'));
}

type Found = { kind: 'claimed' } | { kind: 'done'; answer: Answer } | { kind: 'file' } | { kind: 'running'; leaseOver: boolean };

function storedAnswer(data: DocumentData): Answer {
  return {
    status: data.status as number,
    body: data.body as Record<string, unknown>,
    headers: (data.headers as Record<string, string> | undefined) ?? {},
  };
}

const newClaim = () => ({
  state: 'running',
  claimedAt: FieldValue.serverTimestamp(),
  leaseUntil: Timestamp.fromMillis(Date.now() + CLAIM_LEASE_MS),
  expiresAt: Timestamp.fromMillis(Date.now() + IDEMPOTENCY_TTL_MS),
});

/** What a stored record says; a record kept before claims existed holds only its answer. */
function foundOf(data: DocumentData): Found {
  if (data.state === 'file') return { kind: 'file' };
  if (data.state !== 'running' && data.state !== 'committed') return { kind: 'done', answer: storedAnswer(data) };
  const lease = data.leaseUntil as Timestamp | undefined;
  return { kind: 'running', leaseOver: lease !== undefined && lease.toMillis() < Date.now() };
}

/**
 * Claims the key: creates the record, or finds it. A claim past its lease belongs to a request that
 * died: its committed answer is the answer, and a claim with none is taken over in a transaction,
 * so that of several repeats only one does the work.
 */
async function claim(record: DocumentReference): Promise<Found> {
  try {
    await record.create(newClaim());
    return { kind: 'claimed' };
  } catch (err) {
    if ((err as { code?: number }).code !== ALREADY_EXISTS) throw err;
  }
  return db().runTransaction(async (tx) => {
    const stored = await tx.get(record);
    if (!stored.exists) {
      tx.create(record, newClaim());
      return { kind: 'claimed' } as const;
    }
    const found = foundOf(stored.data()!);
    if (found.kind !== 'running' || !found.leaseOver) return found;
    if (stored.get('state') === 'committed') return { kind: 'done', answer: storedAnswer(stored.data()!) } as const;
    tx.update(record, { leaseUntil: Timestamp.fromMillis(Date.now() + CLAIM_LEASE_MS) });
    return { kind: 'claimed' } as const;
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Claims the key, or waits (bounded) for the first request's answer; answers null once claimed. */
async function claimOrFirstAnswer(record: DocumentReference): Promise<Answer | null> {
  const deadline = Date.now() + REPLAY_WAIT_MS;
  let found = await claim(record);
  for (let wait = POLL_FIRST_MS; found.kind === 'running'; wait = Math.min(wait * 2, POLL_MAX_MS)) {
    if (Date.now() >= deadline) throw new HttpError(409, API_MESSAGES.idempotencyKeyRunning);
    await pause(Math.min(wait, deadline - Date.now()));
    const stored = await record.get();
    found = stored.exists ? foundOf(stored.data()!) : { kind: 'running', leaseOver: true };
    // Given back (the first answered an error), or left by a request that died: claim it again.
    if (found.kind === 'running' && found.leaseOver) found = await claim(record);
  }
  if (found.kind === 'file') throw new HttpError(422, API_MESSAGES.idempotencyKeyFileAnswer);
  return found.kind === 'done' ? found.answer : null;
}

/** The header marking a repeated answer. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

function sendReplay(res: Response, answer: Answer): void {
  res.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
  res.status(answer.status).json(answer.body);
}

/** The headers of `res` a repeat gets again. */
function replayedHeadersOf(res: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = res.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/** The key's record once a file answered it: its status and content type, for the record only. */
const fileAnswered = (res: Response) => ({
  state: 'file',
  status: res.statusCode,
  contentType: String(res.getHeader('content-type') ?? ''),
  answeredAt: FieldValue.serverTimestamp(),
  expiresAt: Timestamp.fromMillis(Date.now() + IDEMPOTENCY_TTL_MS),
});

/**
 * Keeps a 2xx answer on the key's record (a whole new record: its body replaces the one the work's
 * commit stored), or gives the key back.
 */
function keepOrGiveBack(record: DocumentReference, answer: Answer): Promise<unknown> {
  if (answer.status < 200 || answer.status >= 300) return record.delete();
  return record.set({ ...answerFields(answer, 'done'), expiresAt: Timestamp.fromMillis(Date.now() + IDEMPOTENCY_TTL_MS) });
}

/**
 * Middleware: the request's work runs once per Idempotency-Key (see the top of this file). The
 * answer is stored before it is sent, so a repeat made after the first answer arrived gets it at once.
 */
export const exactlyOncePerKey =
  (name: EndpointName): RequestHandler =>
  (req, res, next) => {
    void (async () => {
      const key = idempotencyKeyOf(req);
      if (!key) return next();
      const record = keyRecordRef(name, req.params as Record<string, string>, key, req.caller?.uid);
      const first = await claimOrFirstAnswer(record);
      if (first) return sendReplay(res, first);
      claims.set(req, record);
      const send = res.json.bind(res);
      res.json = (body: unknown) => {
        res.json = send;
        // Firestore stores no undefined: an empty answer is kept as null.
        const answer: Answer = { status: res.statusCode, body: (body ?? null) as Record<string, unknown>, headers: replayedHeadersOf(res) };
        keepOrGiveBack(record, answer)
          .catch((err: unknown) => console.error('idempotency record', err))
          .finally(() => send(body));
        return res;
      };
      // An answer that is not JSON (a file) is not kept: the key records that one went out (see the
      // top of this file), or is given back when the answer was no 2xx. On close, so that a download
      // the client dropped half way counts too (the work was done); a client gone before any answer
      // began leaves the key to the answer the handler still gives.
      res.on('close', () => {
        if (res.json === send || !res.headersSent) return;
        const sent = res.statusCode >= 200 && res.statusCode < 300;
        const marked = sent ? record.set(fileAnswered(res)) : record.delete();
        void marked.catch((err: unknown) => console.error('idempotency record', err));
      });
      next();
    })().catch(next);
  };

/** Other writes that belong to the submission (e.g. a job's application count), committed with it; `ref` is the submission's. */
export type AlsoWrite = (batch: WriteBatch, ref: DocumentReference) => void;

/**
 * Creates `ref` with `data` (and `alsoWrite`'s writes) and answers `answer`, in one batch with the
 * request's audit entry (audit/requestAudit.ts) and the answer on its key's record.
 */
export async function createOnce(
  req: Request,
  ref: DocumentReference,
  data: DocumentData,
  answer: Answer,
  alsoWrite?: AlsoWrite,
): Promise<Outcome> {
  const batch = db().batch();
  batch.create(ref, data);
  alsoWrite?.(batch, ref);
  pendingAudit()?.into(batch, ref.parent.id, [ref.id]);
  answeredIn(batch, req, answer);
  await batch.commit();
  return { answer, replayed: false };
}

/** Runs `work` in a transaction that also stores its answer on the request's key record. */
export async function transactOnce(req: Request, work: (tx: Transaction) => Promise<Answer>): Promise<Outcome> {
  return db().runTransaction(async (tx) => {
    const answer = await work(tx);
    answeredIn(tx, req, answer);
    return { answer, replayed: false };
  });
}

/**
 * A create in a transaction whose answer is known only inside it (a job's next jobId): `prepare`
 * does the reads and answers the answer and the writes.
 */
export async function transactCreateOnce(
  req: Request,
  prepare: (tx: Transaction) => Promise<{ answer: Answer; write: () => void }>,
): Promise<Outcome> {
  return db().runTransaction(async (tx) => {
    const { answer, write } = await prepare(tx);
    answeredIn(tx, req, answer);
    write();
    return { answer, replayed: false };
  });
}

/** Sends an outcome; a repeated one is marked `Idempotent-Replayed: true`. */
export function sendOutcome(res: Response, { answer, replayed }: Outcome): void {
  if (replayed) res.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
  res.status(answer.status).json(answer.body);
}
