import { describe, expect, it } from 'vitest';
import { BASE_URL, DEMO_ADMIN, DEMO_AFFILIATE, api } from '../support/stack';

describe('answers as production serves them', () => {
  it.each(['/', '/jobs/current-opening', '/admin', '/affiliate-login', '/api/jobs'])('sends HSTS with %s', async (path) => {
    const res = await fetch(`${BASE_URL}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it.each([
    ['/api/login', DEMO_ADMIN],
    ['/api/affiliate/login', DEMO_AFFILIATE],
  ])('lets no browser or CDN keep the answer of a sign-in (%s), its refusal included', async (path, account) => {
    const signedIn = await api(path, { method: 'POST', json: { email: account.email, password: account.password } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.token).toEqual(expect.any(String));
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('x-powered-by')).toBeNull();
    const refused = await api(path, { method: 'POST', json: { email: account.email, password: 'Wrong@12345' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
  });
});
