import type { Request, RequestHandler, Router } from 'express';
import { ENDPOINTS, type Endpoint, type EndpointName } from '@careers/domain';
import { accessGuard } from './auth';

/** Every endpoint mounted so far, by name (the tests hold it against the table). */
export const MOUNTED = new Set<EndpointName>();

const METHOD = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

/**
 * Mounts `handlers` for one endpoint of the domain table, at its path and aliases, behind the guard
 * its access level names (public, admin, or affiliate with the ownership check). Handlers never
 * check the caller's role themselves.
 */
export function mount(router: Router, name: EndpointName, ...handlers: RequestHandler[]): Router {
  const endpoint: Endpoint = ENDPOINTS[name];
  const chain = [...accessGuard(endpoint), ...handlers];
  for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) router[METHOD[endpoint.method]](path, ...chain);
  MOUNTED.add(name);
  return router;
}

/** A `:param` of the matched path (always present: the route only matches with it). */
export const param = (req: Request, name: string): string => String(req.params[name] ?? '');
