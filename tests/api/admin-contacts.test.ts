/** The contacts list screen's calls (spec 7 'Admin data'): admin only, lean rows, bulk delete by ids. */
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, API_MESSAGES, ENDPOINTS, apiPath } from '@careers/domain';
import { uniqueLetters } from '../support/submissions';
import { adminToken, affiliateToken, api } from '../support/stack';

const LIST = apiPath(ENDPOINTS.contactList);
const DELETE = apiPath(ENDPOINTS.contactDelete);

async function sendContact(message = 'Please call us back.') {
  const tag = uniqueLetters();
  const body = { userType: 'campus', name: `Meera ${tag}`, email: `meera.${tag}@example.com`, message };
  const res = await api(apiPath(ENDPOINTS.contactSubmit), { method: 'POST', json: { ...body, consent: true } });
  expect(res.status).toBe(201);
  return { ...body, _id: res.json._id as string };
}

const listIds = async (token: string) => ((await api(LIST, { token })).json as { _id: string }[]).map((row) => row._id);

describe('admin contacts list and delete', () => {
  it('refuses the list and the delete to a visitor (401) and to an affiliate (403)', async () => {
    const affiliate = await affiliateToken();
    expect((await api(LIST)).status).toBe(401);
    expect((await api(LIST, { token: affiliate })).status).toBe(403);
    expect((await api(DELETE, { method: 'DELETE', json: { ids: ['x'] } })).status).toBe(401);
    expect((await api(DELETE, { method: 'DELETE', json: { ids: ['x'] }, token: affiliate })).status).toBe(403);
  });

  it('lists lean rows with _id and an ISO createdAt, newest first, never cached', async () => {
    const sent = await sendContact();
    const res = await api(LIST, { token: await adminToken() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const row = (res.json as Record<string, unknown>[]).find((entry) => entry._id === sent._id);
    expect(row).toEqual({ ...sent, createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/) });
    expect(Math.abs(Date.parse(row!.createdAt as string) - Date.now())).toBeLessThan(60_000);
    const dates = (res.json as { createdAt: string }[]).map((entry) => Date.parse(entry.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('deletes the given ids, ignores unknown ones and reports the count', async () => {
    const token = await adminToken();
    const [first, second, kept] = [await sendContact(), await sendContact(), await sendContact()];
    const res = await api(DELETE, { method: 'DELETE', token, json: { ids: [first._id, second._id, 'no-such-contact'] } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: API_MESSAGES.deleted(2), deleted: 2 });
    const ids = await listIds(token);
    expect(ids).not.toContain(first._id);
    expect(ids).not.toContain(second._id);
    expect(ids).toContain(kept._id);
  });

  it.each([
    ['no ids key', {}, ADMIN_MESSAGES.selectionRequired],
    ['an empty list', { ids: [] }, ADMIN_MESSAGES.selectionRequired],
    ['ids not a list', { ids: 'abc' }, ADMIN_MESSAGES.selectionRequired],
    ['an empty id', { ids: [''] }, ADMIN_MESSAGES.idInvalid],
  ])('refuses %s with 400 and the spec message, deleting nothing', async (_, body, message) => {
    const token = await adminToken();
    const kept = await sendContact();
    const res = await api(DELETE, { method: 'DELETE', token, json: { ...body, extra: kept._id } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(await listIds(token)).toContain(kept._id);
  });
});
