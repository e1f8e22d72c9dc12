import { describe, expect, it } from 'vitest';
import { ENDPOINTS, apiPath, type Endpoint } from '@careers/domain';
import { adminToken, affiliateToken, api } from '../support/stack';

describe('foundation: the API behind Hosting', () => {
  it('answers health on /api/health', async () => {
    const res = await api(apiPath(ENDPOINTS.health));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with 404 and the error shape', async () => {
    const res = await api('/api/no-such-path');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'Not found' });
  });

  it('answers unknown site paths 404 with the Page Not Found page, with security headers', async () => {
    const res = await api('/some/unknown/page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page Not Found');
    expect(res.text).toContain('<div id="root"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets browsers cache hashed assets for a year', async () => {
    const html = (await api('/')).text;
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await api(asset!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  // Hosting matches headers on the path alone, so the year-long cache is keyed on the build's
  // hashed file names (name-XXXXXXXX.ext, firebase.json): any other name under /assets/ that is
  // missing answers a 404 that is revalidated, never kept for a year.
  it('answers a missing asset 404 without the immutable cache', async () => {
    const answers = await Promise.all(['/assets/missing.js', '/assets/nested/not-there.css', '/assets/logo.svg'].map((path) => api(path)));
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  describe('an admin-only path', () => {
    it('refuses a caller without a token with 401', async () => {
      const res = await api(apiPath(ENDPOINTS.resumeCount));
      expect(res.status).toBe(401);
      expect(res.json.message).toBe('Unauthorized');
    });

    it('refuses a forged token with 401', async () => {
      const res = await api(apiPath(ENDPOINTS.resumeCount), { token: 'not-a-real-token' });
      expect(res.status).toBe(401);
    });

    it("refuses the affiliate's token with 403", async () => {
      const res = await api(apiPath(ENDPOINTS.resumeCount), { token: await affiliateToken() });
      expect(res.status).toBe(403);
      expect(res.json.message).toBe('Forbidden');
    });

    it("answers the admin's token with 200, for no one to store", async () => {
      const res = await api(apiPath(ENDPOINTS.jobCount), { token: await adminToken() });
      expect(res.status).toBe(200);
      expect(res.json.count).toBeGreaterThanOrEqual(30);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    });
  });

  // Every read that needs a signed-in caller: neither a browser nor the CDN may keep its answer,
  // not even the refusal (the header is set by http/mount from the endpoint table).
  const privateReads = Object.entries(ENDPOINTS as Record<string, Endpoint>).filter(
    ([, endpoint]) => endpoint.method === 'GET' && endpoint.access !== 'public',
  );
  it.each(privateReads)('marks %s private, no-store, even its 401', async (_name, endpoint) => {
    const params = Object.fromEntries([...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name!, 'x']));
    const res = await api(apiPath(endpoint, params));
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('rejects malformed JSON with 400', async () => {
    // The Functions runtime parses JSON before Express sees the request, so only the status is ours to assert.
    const res = await api(apiPath(ENDPOINTS.contactSubmit), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(res.status).toBe(400);
  });
});
