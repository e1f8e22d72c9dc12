import type { Request, RequestHandler } from 'express';
import { API_MESSAGES, ROLES, rolesOf, scopeAllows, type Endpoint, type Role } from '@careers/domain';
import { auth } from '../firebase';
import { HttpError } from './errors';

export interface Caller {
  uid: string;
  email?: string;
  role?: Role;
}

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

async function callerFrom(req: Request): Promise<Caller> {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw new HttpError(401, API_MESSAGES.unauthorized);
  try {
    // With FIREBASE_AUTH_EMULATOR_HOST set (emulator only: see emulatorGuard.ts), firebase-admin
    // accepts the emulator's unsigned tokens. checkRevoked: a deleted or disabled account, or one
    // whose refresh tokens were revoked (password change, reset), is refused at once.
    const decoded = await auth().verifyIdToken(match[1], true);
    if (usesAuthEmulator() && !(await roleClaimHeld(decoded.uid, decoded.role))) throw new Error('role claim not held');
    return { uid: decoded.uid, email: decoded.email, role: decoded.role as Role | undefined };
  } catch {
    throw new HttpError(401, API_MESSAGES.unauthorized);
  }
}

/** The Auth emulator's tokens are unsigned, so their claims can be edited (emulatorGuard.ts keeps this out of production). */
const usesAuthEmulator = () => Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);

/**
 * Whether the account holds the role its token names. Only asked on the emulator: in production the
 * token's signature vouches for its claims, and a changed role ends the account's sessions.
 */
async function roleClaimHeld(uid: string, role: unknown): Promise<boolean> {
  const user = await auth().getUser(uid);
  return (user.customClaims?.role ?? undefined) === (role ?? undefined);
}

/** Who did something, for a history: the signed-in caller's email from the verified token, else its uid. */
export const actorOf = (req: Request): string => req.caller?.email || req.caller?.uid || 'unknown';

function requireRole(...roles: Role[]): RequestHandler {
  return async (req, _res, next) => {
    const caller = await callerFrom(req);
    if (!caller.role || !roles.includes(caller.role)) throw new HttpError(403, API_MESSAGES.forbidden);
    req.caller = caller;
    next();
  };
}

/** An affiliate may only touch its own data: its uid is its affiliateId. */
export function assertOwnAffiliate(req: Request, affiliateId: unknown): void {
  if (req.caller?.role !== ROLES.affiliate || req.caller.uid !== affiliateId) throw new HttpError(403, API_MESSAGES.forbidden);
}

/**
 * The guards an endpoint's access level asks for: none (public), one of the role claims `rolesOf`
 * lists, and for affiliate paths the affiliateId of the path or body being the caller's own (admins
 * pass where the endpoint says `adminMayCall`), for staff paths with a `recruiterScope` the list
 * (and action) a recruiter may use. A missing affiliateId in the body is left to the body's schema.
 */
export function accessGuard(endpoint: Endpoint): RequestHandler[] {
  if (endpoint.access === 'public') return [];
  const roleCheck = requireRole(...rolesOf(endpoint));
  if (endpoint.access === 'affiliate') return [roleCheck, ownership(endpoint)];
  if (endpoint.recruiterScope) return [roleCheck, recruiterScope(endpoint)];
  return [roleCheck];
}

function ownership(endpoint: Endpoint): RequestHandler {
  const owner = endpoint.owner;
  return (req, _res, next) => {
    if (req.caller?.role === ROLES.admin) return next();
    // A path naming no affiliate acts on the caller's own data (its handler reads the caller's uid).
    if (!owner) return next();
    const source = owner?.in === 'params' ? req.params : ((req.body ?? {}) as Record<string, unknown>);
    const affiliateId = owner ? source[owner.key] : undefined;
    if (owner?.in === 'body' && (affiliateId === undefined || affiliateId === '')) return next();
    assertOwnAffiliate(req, affiliateId);
    next();
  };
}

function recruiterScope(endpoint: Endpoint): RequestHandler {
  const listIn = endpoint.recruiterScope?.listIn ?? { in: 'params', key: 'list' };
  return (req, _res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const action = req.method === 'GET' ? undefined : body.action;
    const list = listIn.in === 'params' ? req.params[listIn.key] : body[listIn.key];
    if (!scopeAllows(endpoint, req.caller?.role, String(list ?? ''), action)) throw new HttpError(403, API_MESSAGES.forbidden);
    next();
  };
}
