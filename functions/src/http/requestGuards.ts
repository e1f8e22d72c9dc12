import type { Request, RequestHandler } from 'express';
import { API_MESSAGES, MAX_JSON_BODY_BYTES, MAX_MULTIPART_BODY_BYTES, type Endpoint } from '@careers/domain';
import { appCheckFor } from './appCheck';
import { matchEndpoint } from './endpointMatch';
import { HttpError } from './errors';
import { rateLimitFor } from './rateLimit';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The runtime may wrap this app in an Express app of its own that has already set X-Powered-By
 * (the Functions emulator does), so `app.disable('x-powered-by')` alone does not keep it out.
 */
export const noPoweredBy: RequestHandler = (_req, res, next) => {
  res.removeHeader('X-Powered-By');
  next();
};

/** 400 for a path with broken percent-encoding (Express would otherwise fail later with a 500). */
export const percentEncodingGuard: RequestHandler = (req, _res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    throw new HttpError(400, API_MESSAGES.invalidRequest);
  }
  next();
};

/** The origins a browser may post from: this site (the host the request came in on) and CAREERS_ALLOWED_ORIGINS. */
export function originAllowed(req: { get(name: string): string | undefined }, env: NodeJS.ProcessEnv = process.env): boolean {
  const origin = req.get('origin');
  // Browsers send Origin on every cross-site POST/PUT/DELETE; its absence means a same-origin
  // navigation-less call or a non-browser client, which a cross-site form cannot make.
  if (!origin) return true;
  const configured = (env.CAREERS_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (configured.includes(origin)) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const ownHosts = [req.get('x-forwarded-host'), req.get('host')].filter(Boolean);
  return ownHosts.includes(host);
}

/** Bytes of the body as sent: the runtime's raw body when it already read it, else Content-Length. */
function bodyBytes(req: Request): number {
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  const declared = Number(req.get('content-length') ?? 0) || 0;
  return Math.max(raw?.length ?? 0, declared);
}

const hasBody = (req: Request) => bodyBytes(req) > 0 || req.get('transfer-encoding') !== undefined;

/** 415 unless the body is JSON (or multipart/form-data where the table says so); bodiless calls pass. */
function checkContentType(req: Request, endpoint: Endpoint): void {
  if (!hasBody(req)) return;
  if (endpoint.multipart) {
    if (!req.is('multipart/form-data')) throw new HttpError(415, API_MESSAGES.multipartExpected);
  } else if (!req.is('application/json')) {
    throw new HttpError(415, API_MESSAGES.unsupportedMediaType);
  }
}

/** 413 at once for a body over the endpoint's size, before anything parses it. */
function checkBodySize(req: Request, endpoint: Endpoint): void {
  const max = endpoint.multipart ? MAX_MULTIPART_BODY_BYTES : MAX_JSON_BODY_BYTES;
  if (bodyBytes(req) > max) throw new HttpError(413, API_MESSAGES.payloadTooLarge);
}

/** Each endpoint's App Check and rate-limit handlers, built once. */
const policies = new Map<string, RequestHandler[]>();
function policiesOf(name: string, endpoint: Endpoint): RequestHandler[] {
  let handlers = policies.get(name);
  if (!handlers) policies.set(name, (handlers = [appCheckFor(endpoint), rateLimitFor(name as never)]));
  return handlers;
}

/**
 * The app-level guards every /api write passes before any router or body parser, keyed on the
 * endpoint table (so routes added later get them too): same-site Origin (403), JSON or the
 * table's multipart only (415), the body size (413), then the endpoint's App Check and rate limit.
 */
export const writeGuards: RequestHandler = async (req, res, next) => {
  if (!STATE_CHANGING.has(req.method)) return next();
  if (!originAllowed(req)) throw new HttpError(403, API_MESSAGES.originNotAllowed);
  const match = matchEndpoint(req.method, req.path);
  if (!match) return next();
  checkContentType(req, match.endpoint);
  checkBodySize(req, match.endpoint);
  for (const handler of policiesOf(match.name, match.endpoint)) {
    await new Promise<void>((resolve, reject) => {
      Promise.resolve(handler(req, res, (err?: unknown) => (err ? reject(err) : resolve()))).catch(reject);
    });
  }
  next();
};
