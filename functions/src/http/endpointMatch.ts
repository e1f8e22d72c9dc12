import { ENDPOINTS, apiPathPattern, type Endpoint, type EndpointName } from '@careers/domain';

interface Compiled {
  name: EndpointName;
  endpoint: Endpoint;
  pattern: RegExp;
}

const COMPILED: Compiled[] = (Object.entries(ENDPOINTS) as [EndpointName, Endpoint][]).flatMap(([name, endpoint]) =>
  [endpoint.path, ...(endpoint.aliases ?? [])].map((path) => ({ name, endpoint, pattern: apiPathPattern(path) })),
);

/**
 * The endpoint of the table a request will reach (method and path under /api), or null. Lets the
 * app-level guards (content type, body size, rate limit, App Check) act per endpoint before any
 * router runs. The first entry of the table that matches wins (no two entries of one method overlap).
 */
export function matchEndpoint(method: string, path: string): { name: EndpointName; endpoint: Endpoint } | null {
  const upper = method.toUpperCase();
  const hit = COMPILED.find((entry) => entry.endpoint.method === upper && entry.pattern.test(path));
  return hit ? { name: hit.name, endpoint: hit.endpoint } : null;
}
