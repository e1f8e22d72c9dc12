/** Bulk actions by query and server-built exports of the paged admin lists (domain/src/admin/bulk.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  BULK_CALL_MAX_ROWS,
  BULK_MESSAGES,
  CONTACT_FIELDS,
  ENDPOINTS,
  PAGING_MESSAGES,
  SEARCH_TOKENS_FIELD,
  apiPath,
  searchTokensOf,
  sortsOf,
} from '@careers/domain';
import { chunks } from '../../functions/src/admin/batchDelete';
import { COLLECTIONS } from '../../functions/src/collections';
import { fileStore } from '../../functions/src/files';
import { db } from '../../functions/src/firebase';
import { notificationId } from '../../functions/src/triggers/notifications';
import { bytesOf, call, expectAdminOnly } from '../support/admin';
import { bulkCall, bulkToTheEnd, exportOf, parseCsv } from '../support/bulk';
import { CONTENT_TYPES, RESUME_BYTES, multipartPoster, uniqueLetters } from '../support/submissions';
import { adminToken, useEmulators } from '../support/stack';

useEmulators();

const contacts = () => db().collection(COLLECTIONS.contacts);
const notices = () => db().collection(COLLECTIONS.notifications);
const MINUTE = 60_000;
let token: string;
/** Every contact this file wrote: removed afterwards with the notification each has. */
const seeded: string[] = [];

/**
 * Writes contacts straight to Firestore, with their search tokens and with the notification the
 * trigger would write (so it writes none): a few thousand rows in seconds.
 */
async function seedContacts(records: { name: string; message?: string; at: number }[]): Promise<string[]> {
  const refs = records.map(() => contacts().doc());
  const batches = chunks(records, 250).map((part, n) => {
    const batch = db().batch();
    for (const [i, { name, message = 'Hi.', at }] of part.entries()) {
      const ref = refs[n * 250 + i]!;
      // Short texts: fewer search tokens to write.
      const record = { userType: 'campus', name, email: `c${n * 250 + i}@x.in`, message };
      batch.set(ref, { ...record, [SEARCH_TOKENS_FIELD]: searchTokensOf(CONTACT_FIELDS, record), createdAt: Timestamp.fromMillis(at) });
      batch.set(notices().doc(notificationId('contacts', ref.id)), {
        type: 'contact',
        message: name,
        read: true,
        createdAt: Timestamp.fromMillis(at),
      });
    }
    return batch;
  });
  await Promise.all(batches.map((batch) => batch.commit()));
  const ids = refs.map((ref) => ref.id);
  seeded.push(...ids);
  return ids;
}

/** The ids of the contacts a search token finds, straight from Firestore. */
async function contactIdsFound(term: string): Promise<string[]> {
  const snapshot = await contacts().where(SEARCH_TOKENS_FIELD, 'array-contains', term).get();
  return snapshot.docs.map((doc) => doc.id).sort();
}

const CONTACT_HEADERS = ['User Type', 'Name', 'Email', 'Message', 'Date'];

beforeAll(async () => {
  token = await adminToken();
});

afterAll(async () => {
  for (let start = 0; start < seeded.length; start += 250) {
    const batch = db().batch();
    for (const id of seeded.slice(start, start + 250))
      batch.delete(contacts().doc(id)).delete(notices().doc(notificationId('contacts', id)));
    await batch.commit();
  }
});

describe('a bulk action and an export over more rows than one call walks (contacts)', () => {
  const tag = uniqueLetters();
  const other = uniqueLetters();
  const from = Date.parse('2020-03-01T00:00:00Z');
  const to = Date.parse('2020-03-03T00:00:00Z');
  const matching = BULK_CALL_MAX_ROWS + 10;
  const query = { q: tag, from: '2020-03-01', to: '2020-03-03' };
  let matchingIds: string[];
  let keptIds: string[];

  beforeAll(async () => {
    matchingIds = await seedContacts(Array.from({ length: matching }, (_, i) => ({ name: `${tag} ${i}`, at: from + i * MINUTE })));
    // The same search out of the range (to is exclusive), and the range without the search.
    keptIds = await seedContacts([
      { name: `${tag} Before`, at: from - 1 },
      { name: `${tag} At The End`, at: to },
      { name: `${tag} Later`, at: to + 30 * 24 * 60 * MINUTE },
      ...[0, 1, 2].map((i) => ({ name: `${other} Person ${i}`, at: from + i * MINUTE })),
    ]);
  }, 60_000);

  it('exports every matching row as CSV, newest first, page after page, with X-Total-Count from count()', async () => {
    // The first ten hours of the range: 600 rows, over one page of the export's reads.
    const exported = 600;
    const res = await exportOf('contacts', { ...query, to: new Date(from + exported * MINUTE).toISOString() }, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="contacts.csv"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-total-count')).toBe(String(exported));
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual(CONTACT_HEADERS);
    expect(rows.map((row) => row[1])).toEqual(Array.from({ length: exported }, (_, i) => `${tag} ${exported - 1 - i}`));
    expect(rows[0]).toEqual([
      'campus',
      `${tag} ${exported - 1}`,
      `c${exported - 1}@x.in`,
      'Hi.',
      new Date(from + (exported - 1) * MINUTE).toISOString(),
    ]);
  });

  it('deletes exactly the rows the query matches, a slice per call, following nextCursor; a repeated call finds nothing left', async () => {
    const calls = await bulkToTheEnd('contacts', { action: 'delete', query }, token);
    expect(calls.map((progress) => progress.processed)).toEqual([BULK_CALL_MAX_ROWS, matching - BULK_CALL_MAX_ROWS]);
    expect(calls.at(-1)!.nextCursor).toBeNull();
    expect(await contactIdsFound(tag.toLowerCase())).toEqual(keptIds.slice(0, 3).sort());
    expect(await contactIdsFound(other.toLowerCase())).toEqual(keptIds.slice(3).sort());
    const page = await call('contactList', { token, query: { limit: '10', ...query } });
    expect(page.json.total).toBe(0);

    const gone = await db().getAll(...matchingIds.map((id) => contacts().doc(id)));
    expect(gone.filter((doc) => doc.exists)).toEqual([]);
    for (const cursor of [calls[0]!.nextCursor!, undefined]) {
      const again = await bulkCall('contacts', { action: 'delete', query, cursor }, token);
      expect(again.json).toEqual({ processed: 0, nextCursor: null });
    }
  });
});

describe('a bulk delete as the list’s delete endpoint does it (students)', () => {
  it('removes the matching students with their resume files', async () => {
    const tag = uniqueLetters();
    const submit = multipartPoster(apiPath(ENDPOINTS.resumeSubmit));
    const ids: string[] = [];
    for (const first of ['Asha', 'Ravi']) {
      const posted = await submit(
        { name: `${first} ${tag}`, email: `${first.toLowerCase()}.${tag}@gmail.com`, phone: '9876543210' },
        { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf },
      );
      expect(posted.status).toBe(201);
      ids.push(posted.json._id);
    }
    const paths = await Promise.all(
      ids.map(async (id) => (await db().collection(COLLECTIONS.resumes).doc(id).get()).get('resumePath') as string),
    );
    expect(await bulkToTheEnd('students', { action: 'delete', query: { q: tag } }, token)).toEqual([{ processed: 2, nextCursor: null }]);
    for (const [i, id] of ids.entries()) {
      expect((await db().collection(COLLECTIONS.resumes).doc(id).get()).exists).toBe(false);
      expect(await fileStore().read(paths[i]!)).toBeNull();
    }
  });
});

describe('an export’s text', () => {
  it('quotes commas, quotes and line breaks, writes formulas as text, and keeps the list’s sort', async () => {
    const tag = uniqueLetters();
    const at = Date.parse('2021-06-01T10:00:00Z');
    await seedContacts([
      { name: `${tag} Zed`, message: 'Call me, "soon"\nplease', at },
      { name: `${tag} Amit`, message: '=HYPERLINK("http://evil.example","x")', at: at + MINUTE },
      { name: `${tag} Mira`, message: '+91 98765 43210', at: at + 2 * MINUTE },
      { name: `${tag} Bela`, message: '@SUM(A1)', at: at + 3 * MINUTE },
      { name: `${tag} Kiran`, message: '-2+3', at: at + 4 * MINUTE },
    ]);
    const res = await exportOf('contacts', { q: tag, sort: 'name' }, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('5');
    expect(res.text).toContain(`,"Call me, ""soon""\nplease",`);
    // The byte order mark (fetch's text() drops it) makes Excel read the file as UTF-8.
    const bytes = await bytesOf(apiPath(ENDPOINTS.adminListExport, { list: 'contacts' }, { q: tag }), token);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(res.text).slice(1);
    expect(rows.map((row) => [row[1], row[3]])).toEqual([
      [`${tag} Amit`, `'=HYPERLINK("http://evil.example","x")`],
      [`${tag} Bela`, `'@SUM(A1)`],
      [`${tag} Kiran`, `'-2+3`],
      [`${tag} Mira`, `'+91 98765 43210`],
      [`${tag} Zed`, 'Call me, "soon"\nplease'],
    ]);
  });
});

describe('what a bulk call or an export refuses', () => {
  const tag = uniqueLetters();
  let kept: string[];
  beforeAll(async () => {
    kept = await seedContacts([0, 1].map((i) => ({ name: `${tag} Kept ${i}`, at: Date.now() - i * MINUTE })));
  });

  it('answers 404 for a list that takes none', async () => {
    for (const res of [await bulkCall('nope', { action: 'delete' }, token), await exportOf('constructor', {}, token)]) {
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(BULK_MESSAGES.list);
    }
  });

  it.each([
    ['an action the list has not', { action: 'markRead', query: { q: tag } }, BULK_MESSAGES.action(['delete'])],
    ['no action', { query: { q: tag } }, BULK_MESSAGES.action(['delete'])],
    ['a query that is not an object', { action: 'delete', query: `q=${tag}` }, BULK_MESSAGES.query],
    ['a limit in the query', { action: 'delete', query: { q: tag, limit: '5' } }, BULK_MESSAGES.query],
    ['a bad date', { action: 'delete', query: { q: tag, from: 'soon' } }, PAGING_MESSAGES.date],
    ['a cursor that is not ours', { action: 'delete', query: { q: tag }, cursor: 'not-a-cursor' }, BULK_MESSAGES.cursor],
  ])('answers 400 for %s, and deletes nothing', async (_case, body, message) => {
    const res = await bulkCall('contacts', body, token);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(await contactIdsFound(tag.toLowerCase())).toEqual([...kept].sort());
  });

  it('refuses a page cursor of another sort, and an unknown query parameter', async () => {
    const page = await call('contactList', { token, query: { limit: '1', q: tag, sort: 'name' } });
    expect(page.json.nextCursor).toEqual(expect.any(String));
    const foreign = await bulkCall('contacts', { action: 'delete', query: { q: tag }, cursor: page.json.nextCursor }, token);
    expect(foreign.status).toBe(400);
    expect(foreign.json.message).toBe(BULK_MESSAGES.cursor);
    const unknown = await bulkCall('contacts', { action: 'delete', query: { q: tag, colour: 'red' } }, token);
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toContain('colour');
    expect(await contactIdsFound(tag.toLowerCase())).toEqual([...kept].sort());
  });

  it('refuses an export with a limit, a cursor or a sort the list has not', async () => {
    for (const query of [{ limit: '10' }, { cursor: 'x' }] as Record<string, string>[]) {
      const res = await exportOf('contacts', { q: tag, ...query }, token);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(BULK_MESSAGES.exportQuery);
    }
    const sorted = await exportOf('contacts', { sort: 'message' }, token);
    expect(sorted.status).toBe(400);
    expect(sorted.json.message).toBe(PAGING_MESSAGES.sort(sortsOf(CONTACT_FIELDS.paging)));
  });

  it('is admin-only: 401 without a token, 403 for an affiliate, and nothing deleted', async () => {
    await expectAdminOnly('adminListBulk', { list: 'contacts' }, { action: 'delete', query: { q: tag } });
    await expectAdminOnly('adminListExport', { list: 'contacts' });
    expect(await contactIdsFound(tag.toLowerCase())).toEqual([...kept].sort());
  });
});
