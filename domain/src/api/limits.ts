/**
 * Abuse limits, in one place, each a number of calls in a fixed window:
 * - per client address: every public write gets PUBLIC_WRITE_LIMIT unless it is listed in
 *   RATE_LIMIT_OVERRIDES (sign-in and reset paths are tighter);
 * - per account: every signed-in write (an admin or affiliate path that is not a GET) gets its
 *   access level's ACCOUNT_WRITE_LIMITS unless it is listed in ACCOUNT_LIMIT_OVERRIDES;
 * - per account across reset codes: RESET_CODE_ACCOUNT_LIMITS.
 * The API applies them by endpoint name for every route mounted from the table, so a new write path
 * is limited without extra code.
 */
import type { Role } from '../constants';
import { ENDPOINTS, type Access, type Endpoint, type EndpointName } from './endpoints';

export interface RateLimit {
  /** Calls allowed per window per client address (or per account). */
  limit: number;
  windowMs: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Generous for people, a wall for a script. */
export const PUBLIC_WRITE_LIMIT: RateLimit = { limit: 30, windowMs: 60_000 };
/** Guessing passwords or reset codes: far fewer tries. */
export const SIGN_IN_LIMIT: RateLimit = { limit: 10, windowMs: 60_000 };

/** Looking up an application's status by token: enough for a person, too few to guess tokens (they have 128 bits anyway). */
export const STATUS_LOOKUP_LIMIT: RateLimit = { limit: 30, windowMs: 60_000 };

export const RATE_LIMIT_OVERRIDES: Partial<Record<EndpointName, RateLimit>> = {
  affiliateLogin: SIGN_IN_LIMIT,
  affiliateForgotPassword: SIGN_IN_LIMIT,
  affiliateResetPassword: SIGN_IN_LIMIT,
  adminLogin: SIGN_IN_LIMIT,
  adminForgotPassword: SIGN_IN_LIMIT,
  adminResetPassword: SIGN_IN_LIMIT,
  adminResetForm: SIGN_IN_LIMIT,
  // A public read, so the route applies it itself (the app-level guards limit writes).
  applicationStatus: STATUS_LOOKUP_LIMIT,
};

/** A public path that changes state (form posts, registration, sign-in, resets). */
export const isPublicWrite = (endpoint: Pick<Endpoint, 'access' | 'method'>) => endpoint.access === 'public' && endpoint.method !== 'GET';

/** The production limit of an endpoint, or null when it has none (reads and signed-in paths). */
export function rateLimitOf(name: EndpointName): RateLimit | null {
  return RATE_LIMIT_OVERRIDES[name] ?? (isPublicWrite(ENDPOINTS[name]) ? PUBLIC_WRITE_LIMIT : null);
}

/** A path that changes state for a signed-in caller: an admin or affiliate path that is not a GET. */
export const isSignedInWrite = (endpoint: Pick<Endpoint, 'access' | 'method'>) => endpoint.access !== 'public' && endpoint.method !== 'GET';

/**
 * Calls one account may make to one signed-in write path, by the path's access level: an
 * affiliate's day of ordinary use, and room for an admin's bulk work (bulk actions act on a query
 * per call, so even a 10,000-row delete is a handful of calls).
 */
export const ACCOUNT_WRITE_LIMITS: Record<Exclude<Access, 'public'>, RateLimit> = {
  affiliate: { limit: 100, windowMs: DAY_MS },
  admin: { limit: 1000, windowMs: HOUR_MS },
  staff: { limit: 1000, windowMs: HOUR_MS },
  // Any account's own settings (its password): a few a day.
  signedIn: { limit: 10, windowMs: HOUR_MS },
};

/** Paths whose abuse costs more than the default: new public content, referral mails, password guesses. */
export const ACCOUNT_LIMIT_OVERRIDES: Partial<Record<EndpointName, RateLimit>> = {
  affiliateJobCreate: { limit: 20, windowMs: DAY_MS },
  // Referrals are recorded by an admin on an affiliate's behalf (spec: POST /api/referstudent is an admin path).
  referStudent: { limit: 100, windowMs: DAY_MS },
  affiliateChangePassword: { limit: 10, windowMs: HOUR_MS },
  // An invitation mails someone: fewer than other admin writes.
  accountInvite: { limit: 50, windowMs: DAY_MS },
};

/**
 * The production limit of one account on an endpoint, or null (public paths and reads). An admin
 * calling an affiliate path (one that says `adminMayCall`) acts as a moderator and gets the admin
 * limit.
 */
export function accountLimitOf(name: EndpointName, callerRole?: Role): RateLimit | null {
  const endpoint: Endpoint = ENDPOINTS[name];
  if (endpoint.access === 'public' || endpoint.method === 'GET') return null;
  if (callerRole === 'admin' && endpoint.access === 'affiliate') return ACCOUNT_WRITE_LIMITS.admin;
  return ACCOUNT_LIMIT_OVERRIDES[name] ?? ACCOUNT_WRITE_LIMITS[endpoint.access];
}

/**
 * Password reset codes, per account whatever the address (the per-address limits above come on
 * top): codes mailed, and codes tried without success, across every code of the hour, so asking
 * for a new code does not reset the count. Over either, the forgot path answers as always (and
 * mails nothing), and the reset answers as for a wrong code: no one learns whether an email has an
 * account or that it is being guessed. Never scaled for the test stack: each test uses its own account.
 */
export const RESET_CODE_ACCOUNT_LIMITS = {
  codesMailed: { limit: 5, windowMs: HOUR_MS },
  wrongGuesses: { limit: 10, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimit>;
