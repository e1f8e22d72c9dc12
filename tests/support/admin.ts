/** Helpers for the admin API tests: the access checks every admin path shares, and bulk seeding. */
import { expect } from 'vitest';
import { API_MESSAGES, ENDPOINTS, apiPath, type EndpointName } from '@careers/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../../functions/src/firebase';
import { BASE_URL, affiliateToken, api } from './stack';

/** Calls an endpoint of the table by name with params, query and a JSON body. */
export function call(
  name: EndpointName,
  { token, params, query, json }: { token?: string; params?: Record<string, string>; query?: Record<string, string>; json?: unknown } = {},
) {
  const endpoint = ENDPOINTS[name];
  return api(apiPath(endpoint, params, query), { method: endpoint.method, token, json });
}

/** An admin path answers 401 without a token and 403 to the demo affiliate, and changes nothing. */
export async function expectAdminOnly(name: EndpointName, params?: Record<string, string>, json?: unknown): Promise<void> {
  const anonymous = await call(name, { params, json });
  expect(anonymous.status, `${name} anonymous`).toBe(401);
  expect(anonymous.json.message).toBe(API_MESSAGES.unauthorized);
  const affiliate = await call(name, { params, json, token: await affiliateToken() });
  expect(affiliate.status, `${name} as affiliate`).toBe(403);
  expect(affiliate.json.message).toBe(API_MESSAGES.forbidden);
}

/** A job post's fields besides its title, as the tests post them. */
export const JOB_POST_FIELDS = {
  location: 'Pune',
  salary: '4-6 LPA',
  experience: '1-3 years',
  jobRole: 'Analyst',
  department: 'Analytics',
  employmentType: 'Full Time',
  education: 'Any Graduate',
  englishLevel: 'Good English',
  gender: 'Any',
} as const;

/** A full job post as the admin's form sends it, with `fields` on top; answers the posted job's id and title. */
export async function createJob(
  token: string,
  fields: { title: string } & Record<string, string>,
): Promise<{ jobId: string; title: string }> {
  const created = await call('jobCreate', { token, json: { ...JOB_POST_FIELDS, ...fields } });
  expect(created.status).toBe(201);
  return { jobId: created.json.jobId as string, title: created.json.title as string };
}

/** Writes `count` documents made by `make` in batches of 500; answers their ids in order. */
export async function seedDocs(collection: string, count: number, make: (i: number) => DocumentData): Promise<string[]> {
  const refs = Array.from({ length: count }, () => db().collection(collection).doc());
  for (let start = 0; start < count; start += 500) {
    const batch = db().batch();
    refs.slice(start, start + 500).forEach((ref, offset) => batch.set(ref, make(start + offset)));
    await batch.commit();
  }
  return refs.map((ref) => ref.id);
}

export async function exists(collection: string, id: string): Promise<boolean> {
  return (await db().collection(collection).doc(id).get()).exists;
}

/** The raw bytes of a GET (resume files), with the admin's token. */
export async function bytesOf(path: string, token: string): Promise<Buffer> {
  const res = await fetch(`${BASE_URL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}
