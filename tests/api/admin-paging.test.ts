/** Server-side pages of the admin lists: limit, cursor, sort, word-prefix search, date range. */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  PAGING_MESSAGES,
  SUBSTRING_SEARCH_MAX,
  apiPath,
  sortsOf,
  CONTACT_FIELDS,
  NOTIFICATION_FIELDS,
  withSearchTokens,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { seedDocs } from '../support/admin';
import { allPages as everyPage, idsOf, listPage } from '../support/paging';
import { uniqueLetters } from '../support/submissions';
import { adminToken, affiliateToken, api } from '../support/stack';

const LIST = ENDPOINTS.contactList;

async function sendContact(name: string) {
  const body = { userType: 'campus', name, email: `${uniqueLetters().toLowerCase()}@example.com`, message: 'Please call.' };
  const res = await api(apiPath(ENDPOINTS.contactSubmit), { method: 'POST', json: { ...body, consent: true } });
  expect(res.status).toBe(201);
  return res.json._id as string;
}

const pageOf = (query: Record<string, string>, token?: string) => listPage('contactList', query, { token });
const allPages = (query: Record<string, string>, between?: () => Promise<unknown>) => everyPage('contactList', query, { between });

describe('a paged admin list (contacts)', () => {
  it('answers pages of rows with the total, newest first, without duplicates or gaps while rows are added', async () => {
    const tag = uniqueLetters();
    const ids: string[] = [];
    for (const first of ['Asha', 'Ravi', 'Meera', 'Imran', 'Divya', 'Kiran', 'Neha']) ids.push(await sendContact(`${tag} ${first}`));
    let added = 0;
    const pages = await allPages({ limit: '3', q: tag }, async () => {
      if (added++ === 0) await sendContact(`${tag} Late`);
    });
    expect(pages.map((page) => page.rows.length)).toEqual([3, 3, 1]);
    expect(pages[0]!.total).toBe(7);
    const seen = pages.flatMap((page) => page.rows.map((row) => row._id));
    expect(seen).toEqual([...ids].reverse());
    expect(Object.keys(pages[0]!.rows[0]!).sort()).toEqual(['_id', 'createdAt', 'email', 'message', 'name', 'userType']);
    expect((await pageOf({ limit: '100', q: tag })).body.total).toBe(8);
  });

  it('sorts by each of its sorts and pages through the same rows', async () => {
    const tag = uniqueLetters();
    for (const first of ['Zara', 'Anil', 'Mohan', 'Bela']) await sendContact(`${tag} ${first}`);
    const names = async (sort: string) =>
      (await allPages({ limit: '2', q: tag, sort })).flatMap((page) => page.rows.map((row) => String(row.name).split(' ')[1]));
    expect(await names('name')).toEqual(['Anil', 'Bela', 'Mohan', 'Zara']);
    expect(await names('-name')).toEqual(['Zara', 'Mohan', 'Bela', 'Anil']);
    expect(await names('createdAt')).toEqual(['Zara', 'Anil', 'Mohan', 'Bela']);
    expect(sortsOf(CONTACT_FIELDS.paging)).toEqual([
      '-createdAt',
      'createdAt',
      '-name',
      'name',
      '-userType',
      'userType',
      '-email',
      'email',
    ]);
  });

  it('finds by the start of any word, in any case, with or without accents, and by a name and a surname together', async () => {
    const tag = uniqueLetters();
    const id = await sendContact(`José Ramírez ${tag}`);
    for (const q of [tag.toLowerCase(), tag.slice(0, 4).toUpperCase(), `jose ram`, 'JOSÉ RAMÍ']) {
      const { body } = await pageOf({ limit: '50', q });
      expect(
        body.rows.map((row) => row._id),
        q,
      ).toContain(id);
    }
    const { body } = await pageOf({ limit: '50', q: `${tag}x` });
    expect(body).toEqual({ rows: [], total: 0, nextCursor: null });
  });

  // On notifications of one past year, which only this test writes (no trigger writes any, and the
  // date range keeps the rest of the collection out of the count that decides the search).
  it(`searches inside words (the spec's substring search) while the query holds at most ${SUBSTRING_SEARCH_MAX} rows, by word start beyond`, async () => {
    const tag = uniqueLetters();
    const year = { from: '2001-01-01', to: '2001-12-31' };
    const notice = (message: string, i = 0) => ({
      ...withSearchTokens(NOTIFICATION_FIELDS, { type: 'contact', message, read: true }),
      createdAt: Timestamp.fromDate(new Date(Date.UTC(2001, 5, 1) - i * 1000)),
    });
    // The tag inside a word: a substring, but the start of no word.
    const [id] = await seedDocs(COLLECTIONS.notifications, 1, () => notice(`Message from X${tag}`));
    const seeded = [id!];
    const found = async (q: string) => idsOf([(await listPage('notificationList', { limit: '10', q, ...year })).body]);
    const exportedRows = async (q: string) => {
      const res = await api(apiPath(ENDPOINTS.adminListExport, { list: 'notifications' }, { q, ...year }), { token: await adminToken() });
      expect(res.status).toBe(200);
      return res.text.trim().split('\n').length - 1;
    };
    try {
      expect(await found(tag.toLowerCase())).toEqual([id]);
      // The bulk actions and the export walk the same rows as the pages.
      expect(await exportedRows(tag)).toBe(1);

      seeded.push(...(await seedDocs(COLLECTIONS.notifications, SUBSTRING_SEARCH_MAX, (i) => notice(`Filler ${i}`, i + 1))));
      expect(await found(tag)).toEqual([]);
      expect(await found(`x${tag}`)).toEqual([id]);
      expect(await exportedRows(tag)).toBe(0);
    } finally {
      for (let start = 0; start < seeded.length; start += 500) {
        const batch = db().batch();
        for (const seededId of seeded.slice(start, start + 500)) batch.delete(db().collection(COLLECTIONS.notifications).doc(seededId));
        await batch.commit();
      }
    }
  });

  it('narrows by a date range', async () => {
    const tag = uniqueLetters();
    await sendContact(`${tag} Dated`);
    const today = new Date().toISOString().slice(0, 10);
    expect((await pageOf({ limit: '10', q: tag, from: today })).body.total).toBe(1);
    expect((await pageOf({ limit: '10', q: tag, to: today })).body.total).toBe(0);
  });

  it.each([
    [{ limit: '0' }, PAGING_MESSAGES.limit],
    [{ limit: '101' }, PAGING_MESSAGES.limit],
    // A list (qs reads `limit[]=1` as ['1'], which Number() would take as 1) and numbers not written in decimal digits.
    [{ 'limit[]': '1' }, PAGING_MESSAGES.limit],
    [{ limit: '1e1' }, PAGING_MESSAGES.limit],
    [{ limit: '0x10' }, PAGING_MESSAGES.limit],
    [{ limit: '10', sort: 'message' }, PAGING_MESSAGES.sort(sortsOf(CONTACT_FIELDS.paging))],
    [{ limit: '10', cursor: 'not-a-cursor' }, PAGING_MESSAGES.cursor],
    [{ limit: '10', sort: 'name', from: '2026-01-01' }, PAGING_MESSAGES.range],
  ])('answers 400 with a clear message for %j', async (query, message) => {
    const { status, body } = await pageOf(query);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('refuses a visitor (401) and an affiliate (403), and answers the full array without a limit', async () => {
    expect((await api(apiPath(LIST, {}, { limit: '10' }))).status).toBe(401);
    expect((await pageOf({ limit: '10' }, await affiliateToken())).status).toBe(403);
    const res = await api(apiPath(LIST), { token: await adminToken() });
    expect(Array.isArray(res.json)).toBe(true);
  });
});
