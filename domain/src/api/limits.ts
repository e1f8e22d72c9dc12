/**
 * Per-endpoint abuse limits, in one place: how many calls one client address may make to an
 * endpoint in a fixed window. Every public write gets PUBLIC_WRITE_LIMIT unless it is listed in
 * RATE_LIMIT_OVERRIDES (sign-in and reset paths are tighter). The API applies them by endpoint name
 * for every route mounted from the table, so a new public write path is limited without extra code.
 */
import { ENDPOINTS, type Endpoint, type EndpointName } from './endpoints';

export interface RateLimit {
  /** Calls allowed per window per client address. */
  limit: number;
  windowMs: number;
}

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
