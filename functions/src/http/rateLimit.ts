import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { RequestHandler, Response } from 'express';
import { API_MESSAGES, accountLimitOf, rateLimitOf, type EndpointName, type RateLimit } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { clientAddress } from './clientAddress';
import { HttpError } from './errors';

/**
 * Fixed-window counters shared by every function instance: one Firestore document per endpoint,
 * client and window in `rateLimits`, with `expiresAt` for the collection's TTL policy
 * (docs/security.md). Each call increments the counter (no transaction, so parallel calls never contend)
 * and then reads it: the value read is at least this call's place in the window, so no more than
 * `limit` calls pass however many arrive at once. A client sending one call at a time gets exactly
 * `limit`; under a burst a call whose read already sees later increments is refused too (on the
 * offline emulator all of 45 simultaneous calls were), which only ever costs the bursting client.
 */

/** What a counter counts: calls to an endpoint, or a per-account event of the reset codes (auth/resetCodes.ts). */
export type RateLimitCounter = EndpointName | 'resetCodesMailed' | 'resetCodeGuesses';

/** The client of a per-account counter: the signed-in caller's uid (hashed like an address in the document id). */
export const accountClient = (uid: string) => `account:${uid}`;

/** The window's counter for one client of one endpoint. The address is hashed: no raw IPs stored. */
export function rateLimitDocId(endpoint: RateLimitCounter, client: string, windowStart: number): string {
  const clientHash = createHash('sha256').update(client).digest('hex').slice(0, 32);
  return `${endpoint}_${windowStart}_${clientHash}`;
}

export interface RateLimitDecision {
  allowed: boolean;
  count: number;
  /** Seconds until the window ends (the Retry-After of a 429). */
  retryAfterSeconds: number;
}

function counterOf(endpoint: RateLimitCounter, client: string, rule: RateLimit, now: number) {
  const windowStart = now - (now % rule.windowMs);
  const ref = db()
    .collection(COLLECTIONS.rateLimits)
    .doc(rateLimitDocId(endpoint, client, windowStart));
  return { ref, windowStart, windowEnd: windowStart + rule.windowMs };
}

/** Counts one call of `client` to `endpoint` against `rule`, and says whether it may go on. */
export async function consumeRateLimit(
  endpoint: RateLimitCounter,
  client: string,
  rule: RateLimit,
  now = Date.now(),
): Promise<RateLimitDecision> {
  const { ref, windowStart, windowEnd } = counterOf(endpoint, client, rule, now);
  await ref.set(
    { endpoint, windowStart, count: FieldValue.increment(1), expiresAt: Timestamp.fromMillis(windowEnd + rule.windowMs) },
    { merge: true },
  );
  const count = Number((await ref.get()).get('count') ?? 1);
  return { allowed: count <= rule.limit, count, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
}

/**
 * The limit the running function applies: the production one, multiplied by
 * CAREERS_RATE_LIMIT_SCALE when the local stack runs the test suites (so suites that post
 * hundreds of forms from one address never trip over each other). Production sets no scale.
 */
export function effectiveLimit(rule: RateLimit, env: NodeJS.ProcessEnv = process.env): RateLimit {
  const scale = Number(env.CAREERS_RATE_LIMIT_SCALE ?? '1');
  return Number.isFinite(scale) && scale >= 1 ? { ...rule, limit: Math.floor(rule.limit * scale) } : rule;
}

/** Takes back a call counted at `now` that turned out not to count (a right reset code is no wrong guess). */
export async function refundRateLimit(endpoint: RateLimitCounter, client: string, rule: RateLimit, now: number): Promise<void> {
  await counterOf(endpoint, client, rule, now).ref.update({ count: FieldValue.increment(-1) });
}

function refuse(res: Response, decision: RateLimitDecision): never {
  res.setHeader('Retry-After', String(decision.retryAfterSeconds));
  throw new HttpError(429, API_MESSAGES.tooManyRequests);
}

/** Applies the endpoint's limit from the table (domain/src/api/limits.ts); 429 with Retry-After beyond it. */
export function rateLimitFor(endpoint: EndpointName): RequestHandler {
  const rule = rateLimitOf(endpoint);
  if (!rule) return (_req, _res, next) => next();
  return async (req, res, next) => {
    const decision = await consumeRateLimit(endpoint, clientAddress(req), effectiveLimit(rule));
    if (!decision.allowed) refuse(res, decision);
    next();
  };
}

/**
 * The per-account limit of a signed-in write path (domain/src/api/limits.ts), counted on the
 * caller's uid whatever its address: 429 with Retry-After beyond it. Mounted after the access
 * guard, which sets the caller; reads and public paths get nothing.
 */
export function accountRateLimitFor(endpoint: EndpointName): RequestHandler[] {
  if (!accountLimitOf(endpoint)) return [];
  return [
    async (req, res, next) => {
      const caller = req.caller!;
      const decision = await consumeRateLimit(endpoint, accountClient(caller.uid), effectiveLimit(accountLimitOf(endpoint, caller.role)!));
      if (!decision.allowed) refuse(res, decision);
      next();
    },
  ];
}
