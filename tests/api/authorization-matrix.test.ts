import { ENDPOINTS, ROLES, apiPath, pathParams, rolesOf, type Endpoint, type EndpointName } from '@careers/domain';
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApp } from '../../functions/src/firebase';
import { DEMO_AFFILIATE, adminToken, affiliateToken, api, idTokenFor, recruiterToken, useEmulators } from '../support/stack';

// The authorization matrix, generated from the endpoint table: every signed-in path called as
// anonymous, as an affiliate, as another affiliate (for affiliate-owned ids), as a recruiter and
// as an admin; each role passes exactly where the table's access (rolesOf) names it.
// A route missing from the table cannot be mounted (functions/src/routeTable.test.ts).

const OTHER_AFFILIATE = { email: 'matrix-other-affiliate@careers.local', password: 'Matrix@12345' };

const signedIn = (Object.entries(ENDPOINTS) as [EndpointName, Endpoint][]).filter(([, endpoint]) => endpoint.access !== 'public');

let tokens: { admin: string; recruiter: string; affiliate: string; other: string };
let ownId: string;
let otherId: string;

/**
 * Calls an endpoint with `affiliateId` in its path or body as the owner, a dummy id elsewhere (or
 * `overrides`: a list name, a body).
 */
function call(endpoint: Endpoint, token: string | undefined, affiliateId: string, overrides: { list?: string; body?: object } = {}) {
  const params = Object.fromEntries(
    pathParams(endpoint.path).map((name) => [
      name,
      name === 'affiliateId' ? affiliateId : name === 'list' && overrides.list ? overrides.list : 'matrix-missing-id',
    ]),
  );
  const listInBody =
    endpoint.recruiterScope?.listIn?.in === 'body' && overrides.list ? { [endpoint.recruiterScope.listIn.key]: overrides.list } : {};
  const body =
    endpoint.method === 'GET'
      ? undefined
      : { ...(overrides.body ?? (endpoint.owner?.in === 'body' ? { [endpoint.owner.key]: affiliateId } : {})), ...listInBody };
  return api(apiPath(endpoint, params), { method: endpoint.method, token, json: body });
}

const passes = (status: number) => ![401, 403].includes(status);

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
    recruiter: await recruiterToken(),
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

  const staffOrAdmin = signedIn.filter(([, endpoint]) => endpoint.access === 'admin' || endpoint.access === 'staff');
  it.each(staffOrAdmin)(
    '%s refuses an affiliate with 403, lets the admin through, and the recruiter as the table says',
    async (_name, endpoint) => {
      const list = endpoint.recruiterScope?.lists[0];
      const statusAs = async (token: string) => (await call(endpoint, token, ownId, { list })).status;
      const [asAffiliate, asAdmin, asRecruiter] = await Promise.all([
        statusAs(tokens.affiliate),
        statusAs(tokens.admin),
        statusAs(tokens.recruiter),
      ]);
      expect(asAffiliate).toBe(403);
      expect(passes(asAdmin), `admin: ${asAdmin}`).toBe(true);
      if (rolesOf(endpoint).includes(ROLES.recruiter)) expect(passes(asRecruiter), `recruiter: ${asRecruiter}`).toBe(true);
      else expect(asRecruiter).toBe(403);
    },
  );

  const scoped = signedIn.filter(([, endpoint]) => endpoint.recruiterScope);
  it.each(scoped)("%s lets a recruiter use only its scope's lists and actions", async (_name, endpoint) => {
    const scope = endpoint.recruiterScope!;
    const action = endpoint.method === 'GET' || !scope.actions ? undefined : { action: scope.actions[0] };
    const [inScope, otherList, deleting, adminOther] = await Promise.all([
      call(endpoint, tokens.recruiter, ownId, { list: scope.lists[0], body: action }),
      call(endpoint, tokens.recruiter, ownId, { list: 'contacts', body: action }),
      call(endpoint, tokens.recruiter, ownId, { list: scope.lists[0], body: { action: 'delete' } }),
      call(endpoint, tokens.admin, ownId, { list: 'contacts', body: action }),
    ]);
    expect(passes(inScope.status), `in scope: ${inScope.status}`).toBe(true);
    expect(otherList.status).toBe(403);
    if (scope.actions && endpoint.method !== 'GET') expect(deleting.status).toBe(403);
    expect(passes(adminOther.status), `admin: ${adminOther.status}`).toBe(true);
  });

  const anyRole = signedIn.filter(([, endpoint]) => endpoint.access === 'signedIn');
  it.each(anyRole)('%s lets every role through (its own account)', async (_name, endpoint) => {
    for (const token of [tokens.admin, tokens.recruiter, tokens.affiliate])
      expect(passes((await call(endpoint, token, ownId)).status)).toBe(true);
  });

  const affiliateOwned = signedIn.filter(([, endpoint]) => endpoint.access === 'affiliate' && (endpoint as Endpoint).owner);
  const callerScoped = signedIn.filter(([, endpoint]) => endpoint.access === 'affiliate' && !(endpoint as Endpoint).owner);
  it.each(callerScoped)(
    '%s names no affiliate (it answers the caller its own): lets affiliates through, refuses a recruiter with 403, and the admin as the table says',
    async (_name, endpoint) => {
      expect(passes((await call(endpoint, tokens.affiliate, ownId)).status)).toBe(true);
      expect(passes((await call(endpoint, tokens.other, ownId)).status)).toBe(true);
      expect((await call(endpoint, tokens.recruiter, ownId)).status).toBe(403);
      const asAdmin = (await call(endpoint, tokens.admin, ownId)).status;
      if ((endpoint as Endpoint).adminMayCall) expect(passes(asAdmin)).toBe(true);
      else expect(asAdmin).toBe(403);
    },
  );
  it.each(affiliateOwned)(
    "%s lets the owner through, refuses another affiliate's id and a recruiter with 403, and the admin as the table says",
    async (_name, endpoint) => {
      expect(passes((await call(endpoint, tokens.affiliate, ownId)).status)).toBe(true);
      expect((await call(endpoint, tokens.other, ownId)).status).toBe(403);
      expect((await call(endpoint, tokens.affiliate, otherId)).status).toBe(403);
      expect((await call(endpoint, tokens.recruiter, ownId)).status).toBe(403);
      const asAdmin = (await call(endpoint, tokens.admin, ownId)).status;
      if ((endpoint as Endpoint).adminMayCall) expect(passes(asAdmin)).toBe(true);
      else expect(asAdmin).toBe(403);
    },
  );
});
