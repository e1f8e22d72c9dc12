import { ENDPOINTS, apiPath, pathParams, type Endpoint, type EndpointName } from '@careers/domain';
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApp } from '../../functions/src/firebase';
import { DEMO_AFFILIATE, adminToken, affiliateToken, api, idTokenFor, useEmulators } from '../support/stack';

// The authorization matrix, generated from the endpoint table: every signed-in path called as
// anonymous, as an affiliate, as another affiliate (for affiliate-owned ids) and as an admin.
// A route missing from the table cannot be mounted (functions/src/routeTable.test.ts).

const OTHER_AFFILIATE = { email: 'matrix-other-affiliate@careers.local', password: 'Matrix@12345' };

const signedIn = (Object.entries(ENDPOINTS) as [EndpointName, Endpoint][]).filter(([, endpoint]) => endpoint.access !== 'public');

let tokens: { admin: string; affiliate: string; other: string };
let ownId: string;
let otherId: string;

/** Calls an endpoint with `affiliateId` in its path or body as the owner, a dummy id elsewhere. */
function call(endpoint: Endpoint, token: string | undefined, affiliateId: string) {
  const params = Object.fromEntries(
    pathParams(endpoint.path).map((name) => [name, name === 'affiliateId' ? affiliateId : 'matrix-missing-id']),
  );
  const body = endpoint.method === 'GET' ? undefined : endpoint.owner?.in === 'body' ? { [endpoint.owner.key]: affiliateId } : {};
  return api(apiPath(endpoint, params), { method: endpoint.method, token, json: body });
}

beforeAll(async () => {
  useEmulators();
  const auth = getAuth(adminApp());
  const existing = await auth.getUserByEmail(OTHER_AFFILIATE.email).catch(() => null);
  const other = existing ?? (await auth.createUser(OTHER_AFFILIATE));
  await auth.setCustomUserClaims(other.uid, { role: 'affiliate' });
  otherId = other.uid;
  ownId = (await auth.getUserByEmail(DEMO_AFFILIATE.email)).uid;
  tokens = {
    admin: await adminToken(),
    affiliate: await affiliateToken(),
    other: await idTokenFor(OTHER_AFFILIATE.email, OTHER_AFFILIATE.password),
  };
});

describe('authorization matrix (from the endpoint table)', () => {
  it.each(signedIn)('%s refuses an anonymous caller with 401', async (_name, endpoint) => {
    const res = await call(endpoint, undefined, ownId);
    expect(res.status).toBe(401);
  });

  it.each(signedIn)('%s refuses a forged token with 401', async (_name, endpoint) => {
    const res = await call(endpoint, 'forged.token.value', ownId);
    expect(res.status).toBe(401);
  });

  const adminOnly = signedIn.filter(([, endpoint]) => endpoint.access === 'admin');
  it.each(adminOnly)('%s refuses an affiliate with 403 and lets the admin through', async (_name, endpoint) => {
    expect((await call(endpoint, tokens.affiliate, ownId)).status).toBe(403);
    expect([401, 403]).not.toContain((await call(endpoint, tokens.admin, ownId)).status);
  });

  const affiliateOwned = signedIn.filter(([, endpoint]) => endpoint.access === 'affiliate');
  it.each(affiliateOwned)(
    "%s lets the owner through, refuses another affiliate's id with 403, and the admin as the table says",
    async (_name, endpoint) => {
      expect([401, 403]).not.toContain((await call(endpoint, tokens.affiliate, ownId)).status);
      expect((await call(endpoint, tokens.other, ownId)).status).toBe(403);
      expect((await call(endpoint, tokens.affiliate, otherId)).status).toBe(403);
      const asAdmin = (await call(endpoint, tokens.admin, ownId)).status;
      if ((endpoint as Endpoint).adminMayCall) expect([401, 403]).not.toContain(asAdmin);
      else expect(asAdmin).toBe(403);
    },
  );
});
