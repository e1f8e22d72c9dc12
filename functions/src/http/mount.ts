import type { Request, RequestHandler, Router } from 'express';
import { ENDPOINTS, type Endpoint, type EndpointName } from '@careers/domain';
import { auditDeclarationOf } from '../audit/declarations';
import { auditedRequest } from '../audit/requestAudit';
import { auditEntryOf } from '../audit/write';
import { accessGuard } from './auth';
import { NO_STORE } from './cache';
import { exactlyOncePerKey } from './idempotency';
import { accountRateLimitFor } from './rateLimit';

/** Every endpoint mounted so far, by name (the tests hold it against the table). */
export const MOUNTED = new Set<EndpointName>();

const METHOD = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

/** A signed-in caller's answers are kept by no browser and no CDN. */
const privateNoStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', NO_STORE);
  next();
};

/**
 * Mounts `handlers` for one endpoint of the domain table, at its path and aliases, behind the guard
 * its access level names (public, admin, or affiliate with the ownership check), and marks the
 * answers of every non-public endpoint (and of a public one that hands out a credential) `private, no-store`, and counts each signed-in write against
 * the caller's per-account limit, runs each write once per Idempotency-Key (http/idempotency.ts), and gives
 * each change its pending audit entry (audit/declarations.ts).
 * Handlers never check the caller's role themselves.
 */
export function mount(router: Router, name: EndpointName, ...handlers: RequestHandler[]): Router {
  const endpoint: Endpoint = ENDPOINTS[name];
  const audited = auditDeclarationOf(name);
  // Before the guard, so that its 401 and 403 are not stored either; the per-account limit after it, which names the account.
  const chain = [
    ...(endpoint.access === 'public' && !endpoint.private ? [] : [privateNoStore]),
    ...accessGuard(endpoint),
    ...accountRateLimitFor(name),
    // Before the work (and its audit entry): a repeated Idempotency-Key answers the first answer. Not
    // on a sign-in, whose answer (a credential) is never stored.
    ...(endpoint.method === 'GET' || endpoint.private ? [] : [exactlyOncePerKey(name)]),
    // After the guard, which names the caller: the change's writes carry its audit entry (audit/requestAudit.ts).
    ...(audited ? [auditedRequest(audited, auditEntryOf)] : []),
    ...handlers,
  ];
  for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) router[METHOD[endpoint.method]](path, ...chain);
  MOUNTED.add(name);
  return router;
}

/** A `:param` of the matched path (always present: the route only matches with it). */
export const param = (req: Request, name: string): string => String(req.params[name] ?? '');
