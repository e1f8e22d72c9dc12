import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint, type EndpointName } from '@careers/domain';
import { createApp } from './app';
import { MOUNTED } from './http/mount';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** Every (METHOD path) the Express app answers, walking nested routers. */
function mountedRoutes(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route!.path}`);
    return layer.handle.stack ? mountedRoutes(layer.handle.stack) : [];
  });
}

describe('the API routes and the endpoint table', () => {
  const app = createApp() as unknown as { router: { stack: Layer[] } };
  const routes = mountedRoutes(app.router.stack);
  const declared = new Set(
    (Object.values(ENDPOINTS) as Endpoint[]).flatMap((endpoint) =>
      [endpoint.path, ...(endpoint.aliases ?? [])].map((path) => `${endpoint.method} ${path}`),
    ),
  );

  it('mounts no route that the table does not declare (so every route has an access level)', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((route) => !declared.has(route))).toEqual([]);
  });

  it('mounts every endpoint the table declares, with its aliases', () => {
    const missing = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => !MOUNTED.has(name));
    expect(missing).toEqual([]);
    expect([...declared].filter((route) => !routes.includes(route))).toEqual([]);
  });
});
