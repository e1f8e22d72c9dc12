/**
 * The dashboard's seven count paths (spec 7 'Count calls'): admin-only, and each count is the
 * number of records the matching admin list shows; a new submission adds exactly one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, apiPath, type EndpointName } from '@careers/domain';
import { call, expectAdminOnly } from '../support/admin';
import { adminToken, api, useEmulators } from '../support/stack';
import { uniqueLetters } from '../support/submissions';

useEmulators();

/** Each count path and the admin list (with its params) holding the records it counts. */
const COUNTED: readonly { count: EndpointName; list: EndpointName; params?: Record<string, string> }[] = [
  { count: 'resumeCount', list: 'resumeList' },
  { count: 'applicationCount', list: 'applicationList', params: { jobId: 'all' } },
  { count: 'collegeCount', list: 'collegeList' },
  { count: 'companyCount', list: 'companyList' },
  { count: 'jobCount', list: 'jobAdminList' },
  { count: 'affiliateCount', list: 'affiliateList' },
  { count: 'contactCount', list: 'contactList' },
];

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const countOf = async (name: EndpointName) => {
  const res = await call(name, { token });
  expect(res.status, name).toBe(200);
  return res.json.count as number;
};

/** Rows of a list answer: a plain list, or `{ affiliates }` for the affiliates list. */
const rowsOf = (json: unknown): unknown[] => (Array.isArray(json) ? json : (json as { affiliates: unknown[] }).affiliates);

describe('dashboard counts', () => {
  it.each(COUNTED)('$count is admin-only', async ({ count }) => {
    await expectAdminOnly(count);
  });

  it.each(COUNTED)('$count equals the rows of $list', async ({ count, list, params }) => {
    const listed = await call(list, { token, params });
    expect(listed.status).toBe(200);
    expect(await countOf(count)).toBe(rowsOf(listed.json).length);
  });

  it("counts a visitor's new contact message once", async () => {
    const before = await countOf('contactCount');
    const tag = uniqueLetters();
    const sent = await api(apiPath(ENDPOINTS.contactSubmit), {
      method: 'POST',
      json: { userType: 'student', name: `Count ${tag}`, email: `count.${tag}@example.com`, message: 'Hello', consent: true },
    });
    expect(sent.status).toBe(201);
    expect(await countOf('contactCount')).toBe(before + 1);
  });
});
