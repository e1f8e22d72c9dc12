import { apiPath, ENDPOINTS } from '@careers/domain';
import { describe, expect, it } from 'vitest';
import { BASE_URL, DEMO_ADMIN, DEMO_AFFILIATE, api } from '../support/stack';

describe('answers as production serves them', () => {
  it.each(['/', '/jobs/current-opening', '/admin', '/affiliate-login', apiPath(ENDPOINTS.health)])('sends HSTS with %s', async (path) => {
    const res = await fetch(`${BASE_URL}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it.each([
    [apiPath(ENDPOINTS.adminLogin), 'username', DEMO_ADMIN],
    [apiPath(ENDPOINTS.affiliateLogin), 'email', DEMO_AFFILIATE],
  ])('lets no browser or CDN keep the answer of a sign-in (%s), its refusal included', async (path, key, account) => {
    const signedIn = await api(path, { method: 'POST', json: { [key]: account.email, password: account.password } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.token).toEqual(expect.any(String));
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    const refused = await api(path, { method: 'POST', json: { [key]: account.email, password: 'Wrong@12345' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
  });
});
