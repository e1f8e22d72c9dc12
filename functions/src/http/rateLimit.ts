import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { RequestHandler } from 'express';
import { API_MESSAGES, rateLimitOf, type EndpointName, type RateLimit } from '@careers/domain';
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

/** The window's counter for one client of one endpoint. The address is hashed: no raw IPs stored. */
export function rateLimitDocId(endpoint: EndpointName, client: string, windowStart: number): string {
  const clientHash = createHash('sha256').update(client).digest('hex').slice(0, 32);
  return `${endpoint}_${windowStart}_${clientHash}`;
}

export interface RateLimitDecision {
  allowed: boolean;
  count: number;
  /** Seconds until the window ends (the Retry-After of a 429). */
  retryAfterSeconds: number;
}

/** Counts one call of `client` to `endpoint` against `rule`, and says whether it may go on. */
export async function consumeRateLimit(
  endpoint: EndpointName,
  client: string,
  rule: RateLimit,
  now = Date.now(),
): Promise<RateLimitDecision> {
  const windowStart = now - (now % rule.windowMs);
  const windowEnd = windowStart + rule.windowMs;
  const ref = db()
    .collection(COLLECTIONS.rateLimits)
    .doc(rateLimitDocId(endpoint, client, windowStart));
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

/** Applies the endpoint's limit from the table (domain/src/api/limits.ts); 429 with Retry-After beyond it. */
export function rateLimitFor(endpoint: EndpointName): RequestHandler {
  const rule = rateLimitOf(endpoint);
  if (!rule) return (_req, _res, next) => next();
  return async (req, res, next) => {
    const decision = await consumeRateLimit(endpoint, clientAddress(req), effectiveLimit(rule));
    if (!decision.allowed) {
      res.setHeader('Retry-After', String(decision.retryAfterSeconds));
      throw new HttpError(429, API_MESSAGES.tooManyRequests);
    }
    next();
  };
}
