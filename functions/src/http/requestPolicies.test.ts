import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LIMIT_OVERRIDES,
  ACCOUNT_WRITE_LIMITS,
  ENDPOINTS,
  PUBLIC_WRITE_LIMIT,
  SIGN_IN_LIMIT,
  accountLimitOf,
  apiPath,
  rateLimitOf,
  type Endpoint,
  type EndpointName,
} from '@careers/domain';
import { appCheckAllows } from './appCheck';
import { clientAddress, trustedProxies } from './clientAddress';
import { assertNoEmulatorSettingsOutsideEmulator } from './emulatorGuard';
import { matchEndpoint } from './endpointMatch';
import { accountClient, effectiveLimit, rateLimitDocId } from './rateLimit';
import { originAllowed } from './requestGuards';

const production = {} as NodeJS.ProcessEnv;
const request = (xff?: string, peer = '10.0.0.9') => ({
  headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
  socket: { remoteAddress: peer },
});

describe('the client address the rate limit keys on', () => {
  it('is the last X-Forwarded-For entry, the one Google front end appended', () => {
    expect(clientAddress(request('203.0.113.7'), production)).toBe('203.0.113.7');
    expect(clientAddress(request('1.2.3.4, 203.0.113.7'), production)).toBe('203.0.113.7');
  });

  it('cannot be chosen by a forged header: whatever the client prepends, the key stays', () => {
    for (const forged of ['6.6.6.6', '6.6.6.6, 7.7.7.7', 'unknown, 8.8.8.8']) {
      expect(clientAddress(request(`${forged}, 203.0.113.7`), production)).toBe('203.0.113.7');
    }
  });

  describe('behind a CDN listed in CAREERS_TRUSTED_PROXIES (Hosting)', () => {
    const behindCdn = { CAREERS_TRUSTED_PROXIES: '151.101.0.0/16, 2a04:4e42::/32' } as NodeJS.ProcessEnv;

    it('skips the CDN entries the front end appended and keys on the visitor the CDN saw', () => {
      expect(clientAddress(request('203.0.113.7, 151.101.1.1'), behindCdn)).toBe('203.0.113.7');
      expect(clientAddress(request('6.6.6.6, 203.0.113.7, 151.101.1.1'), behindCdn)).toBe('203.0.113.7');
      expect(clientAddress(request('2001:db8::7, 2a04:4e42::1'), behindCdn)).toBe('2001:db8::7');
    });

    it('still ignores what a caller that bypasses the CDN prepends', () => {
      expect(clientAddress(request('203.0.113.9, 198.51.100.4'), behindCdn)).toBe('198.51.100.4');
      expect(clientAddress(request('151.101.1.1, 198.51.100.4'), behindCdn)).toBe('198.51.100.4');
    });

    it('refuses a setting that is not a list of address ranges', () => {
      expect(() => trustedProxies({ CAREERS_TRUSTED_PROXIES: '151.101.0.0' })).toThrow(/CAREERS_TRUSTED_PROXIES/);
      expect(() => trustedProxies({ CAREERS_TRUSTED_PROXIES: 'fastly' })).toThrow(/CAREERS_TRUSTED_PROXIES/);
    });
  });

  it('uses the socket peer without a header, and always in the emulator (which appends nothing)', () => {
    expect(clientAddress(request(), production)).toBe('10.0.0.9');
    expect(clientAddress(request('6.6.6.6'), { FUNCTIONS_EMULATOR: 'true' })).toBe('10.0.0.9');
  });
});

describe('the limits per endpoint', () => {
  it('limits every public write, sign-in tighter, and no read or signed-in path', () => {
    expect(rateLimitOf('contactSubmit')).toEqual(PUBLIC_WRITE_LIMIT);
    expect(rateLimitOf('jobApply')).toEqual(PUBLIC_WRITE_LIMIT);
    expect(rateLimitOf('affiliateLogin')).toEqual(SIGN_IN_LIMIT);
    expect(rateLimitOf('jobsList')).toBeNull();
    expect(rateLimitOf('contactDelete')).toBeNull();
  });

  it('is the production limit unless CAREERS_RATE_LIMIT_SCALE raises it (test stacks only)', () => {
    expect(effectiveLimit(PUBLIC_WRITE_LIMIT, production)).toEqual(PUBLIC_WRITE_LIMIT);
    expect(effectiveLimit(PUBLIC_WRITE_LIMIT, { CAREERS_RATE_LIMIT_SCALE: '100' }).limit).toBe(3000);
    expect(effectiveLimit(PUBLIC_WRITE_LIMIT, { CAREERS_RATE_LIMIT_SCALE: '0.01' })).toEqual(PUBLIC_WRITE_LIMIT);
  });

  const DAY = 24 * 60 * 60_000;
  it('limits every signed-in write per account by its access level, with the named overrides, and nothing else', () => {
    for (const [name, endpoint] of Object.entries(ENDPOINTS as Record<EndpointName, Endpoint>)) {
      const expected =
        endpoint.access === 'public' || endpoint.method === 'GET'
          ? null
          : (ACCOUNT_LIMIT_OVERRIDES[name as EndpointName] ?? ACCOUNT_WRITE_LIMITS[endpoint.access]);
      expect(accountLimitOf(name as EndpointName), name).toEqual(expected);
    }
    expect(accountLimitOf('affiliateJobCreate')).toEqual({ limit: 20, windowMs: DAY });
    expect(accountLimitOf('referStudent')).toEqual({ limit: 100, windowMs: DAY });
    expect(accountLimitOf('contactDelete')).toEqual(ACCOUNT_WRITE_LIMITS.admin);
    expect(accountLimitOf('contactSubmit')).toBeNull();
    expect(accountLimitOf('affiliateJobsOwn')).toBeNull();
  });

  it('gives an admin on an affiliate path the admin limit', () => {
    expect(accountLimitOf('affiliateChangePassword', 'affiliate')).toEqual(ACCOUNT_LIMIT_OVERRIDES.affiliateChangePassword);
    expect(accountLimitOf('affiliateChangePassword', 'admin')).toEqual(ACCOUNT_WRITE_LIMITS.admin);
  });

  it('keeps one counter per endpoint, client and window, with no raw address in it', () => {
    const id = rateLimitDocId('contactSubmit', '203.0.113.7', 60_000);
    expect(id).toMatch(/^contactSubmit_60000_[0-9a-f]{32}$/);
    expect(id).not.toContain('203.0.113.7');
    expect(rateLimitDocId('contactSubmit', '203.0.113.8', 60_000)).not.toBe(id);
    expect(rateLimitDocId('affiliateJobCreate', accountClient('uid-1'), 0)).not.toContain('uid-1');
  });
});

describe('matching a request to the endpoint table', () => {
  it('finds paths, params, aliases and the method', () => {
    expect(matchEndpoint('POST', apiPath(ENDPOINTS.contactSubmit))?.name).toBe('contactSubmit');
    expect(matchEndpoint('DELETE', apiPath(ENDPOINTS.contactDelete))?.name).toBe('contactDelete');
    expect(matchEndpoint('PUT', apiPath(ENDPOINTS.jobUpdate, { jobId: 'JOB1' }))?.name).toBe('jobUpdate');
    expect(matchEndpoint('GET', apiPath({ path: ENDPOINTS.affiliateJobCount.aliases[0] }, { affiliateId: 'abc' }))?.name).toBe(
      'affiliateJobCount',
    );
    expect(matchEndpoint('GET', `${apiPath(ENDPOINTS.jobsList)}/`)?.name).toBe('jobsList');
    expect(matchEndpoint('POST', '/api/nothing')).toBeNull();
  });
});

describe('the Origin check on writes', () => {
  const req = (headers: Record<string, string>) => ({ get: (name: string) => headers[name.toLowerCase()] });
  it('allows no Origin, the site itself and configured origins; refuses a foreign one', () => {
    expect(originAllowed(req({ host: 'careers.example' }), production)).toBe(true);
    expect(originAllowed(req({ origin: 'https://careers.example', host: 'careers.example' }), production)).toBe(true);
    expect(
      originAllowed(req({ origin: 'https://careers.example', host: 'fn.run.app', 'x-forwarded-host': 'careers.example' }), production),
    ).toBe(true);
    expect(originAllowed(req({ origin: 'https://evil.example', host: 'careers.example' }), production)).toBe(false);
    expect(originAllowed(req({ origin: 'null', host: 'careers.example' }), production)).toBe(false);
    expect(
      originAllowed(req({ origin: 'https://www.careers.example', host: 'careers.example' }), {
        CAREERS_ALLOWED_ORIGINS: 'https://www.careers.example',
      }),
    ).toBe(true);
  });
});

describe('App Check decision', () => {
  const enforce = { CAREERS_APP_CHECK: 'enforce' } as NodeJS.ProcessEnv;
  const accepts = async () => ({ appId: 'app' });
  const refuses = async () => {
    throw new Error('bad token');
  };

  it('is off unless enforced (the local stack has no App Check service)', async () => {
    expect(await appCheckAllows(ENDPOINTS.contactSubmit, undefined, refuses, production)).toBe(true);
  });

  it('when enforced, needs a token that verifies on public writes and sign-in', async () => {
    expect(await appCheckAllows(ENDPOINTS.contactSubmit, undefined, accepts, enforce)).toBe(false);
    expect(await appCheckAllows(ENDPOINTS.contactSubmit, 'forged', refuses, enforce)).toBe(false);
    expect(await appCheckAllows(ENDPOINTS.adminLogin, 'good', accepts, enforce)).toBe(true);
  });

  it('never asks it of reads or signed-in paths', async () => {
    expect(await appCheckAllows(ENDPOINTS.jobsList, undefined, refuses, enforce)).toBe(true);
    expect(await appCheckAllows(ENDPOINTS.contactDelete, undefined, refuses, enforce)).toBe(true);
  });
});

describe('emulator settings outside the emulator', () => {
  it('refuse to start with the Auth emulator host set in production', () => {
    expect(() => assertNoEmulatorSettingsOutsideEmulator({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST/,
    );
    expect(() =>
      assertNoEmulatorSettingsOutsideEmulator({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FUNCTIONS_EMULATOR: 'false' }),
    ).toThrow();
  });

  it('start in the emulator and in production without them', () => {
    expect(() =>
      assertNoEmulatorSettingsOutsideEmulator({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FUNCTIONS_EMULATOR: 'true' }),
    ).not.toThrow();
    expect(() => assertNoEmulatorSettingsOutsideEmulator(production)).not.toThrow();
  });
});
