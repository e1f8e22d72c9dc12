/**
 * Trash and undo (domain/src/admin/trash.ts): an admin delete moves each record with its
 * notifications and its file into the trash, the answer names the trash batch (Undo), a restore
 * brings back the record, its notifications and its file exactly, and the daily purge (run here
 * with a fixed time) removes entries older than TRASH_RETENTION_DAYS with their files.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  CONTACT_FIELDS,
  ENDPOINTS,
  STUDENT_FIELDS,
  TRASH_BATCH_HEADER,
  TRASH_MESSAGES,
  TRASH_RETENTION_DAYS,
  apiPath,
  daysBefore,
  withSearchTokens,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { fileStore } from '../../functions/src/files';
import { db } from '../../functions/src/firebase';
import { notificationId } from '../../functions/src/triggers/notifications';
import { decodeFields } from '../../functions/src/trash/encoding';
import { purgeOldTrash } from '../../functions/src/trash/purge';
import { bytesOf, call, expectAdminOnly } from '../support/admin';
import { bulkCall } from '../support/bulk';
import { RESUME_BYTES, uniqueLetters } from '../support/submissions';
import { adminToken, useEmulators } from '../support/stack';

useEmulators();

const HOUR = 60 * 60 * 1000;
const tag = uniqueLetters();
const trash = () => db().collection(COLLECTIONS.trash);
const notices = () => db().collection(COLLECTIONS.notifications);
let token: string;

/** A record and its notification as the stack stores them, in one batch (the relay then writes none); a student with a resume file. */
async function seed(kind: 'resumes' | 'contacts', names: string[]): Promise<string[]> {
  const batch = db().batch();
  const ids = await Promise.all(
    names.map(async (name, i) => {
      const ref = db().collection(kind).doc();
      const createdAt = Timestamp.fromMillis(Date.parse('2024-05-01T10:00:00.123Z') + i * HOUR);
      const email = `${name.replace(/\W/g, '').toLowerCase()}@example.com`;
      if (kind === 'resumes') {
        const resumePath = `resumes/${ref.id}/cv.pdf`;
        await fileStore().save(resumePath, RESUME_BYTES.pdf, 'application/pdf');
        const student = { name, email, phone: '9876543210' };
        batch.set(ref, {
          ...withSearchTokens(STUDENT_FIELDS, student),
          createdAt,
          resumePath,
          resumeFileName: 'cv.pdf',
          resumeContentType: 'application/pdf',
        });
      } else batch.set(ref, { ...withSearchTokens(CONTACT_FIELDS, { userType: 'campus', name, email, message: 'Hi.' }), createdAt });
      batch.set(notices().doc(notificationId(kind, ref.id)), {
        type: kind === 'resumes' ? 'resume' : 'contact',
        message: `New from ${name}`,
        read: false,
        createdAt,
        source: kind,
        sourceId: ref.id,
      });
      return ref.id;
    }),
  );
  await batch.commit();
  return ids;
}

const stored = async (collection: string, id: string) => (await db().collection(collection).doc(id).get()).data();
const entriesOf = async (batch: string) => (await trash().where('batch', '==', batch).get()).docs;
const students = (query: Record<string, string>) => call('resumeList', { token, query: { limit: '10', ...query } });

beforeAll(async () => {
  token = await adminToken();
});

describe('deleting students moves them to the trash, and restoring brings them back exactly', () => {
  let ids: string[];
  let before: { record: DocumentData; notice: DocumentData; path: string }[];

  beforeAll(async () => {
    ids = await seed('resumes', [`${tag} Asha`, `${tag} Ravi`, `${tag} Mira`]);
    before = await Promise.all(
      ids.map(async (id) => {
        const record = (await stored(COLLECTIONS.resumes, id))!;
        return { record, notice: (await notices().doc(notificationId('resumes', id)).get()).data()!, path: record.resumePath as string };
      }),
    );
  });

  it('moves each record with its notification and its file into a trash entry, and Undo (its batch) restores them', async () => {
    const deleted = await call('resumeDelete', { token, json: { ids: ids.slice(0, 2) } });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ message: API_MESSAGES.deleted(2), deleted: 2 });
    const batch = deleted.headers.get(TRASH_BATCH_HEADER)!;
    expect(batch).toEqual(expect.any(String));

    const [list, entries, screen] = await Promise.all([
      students({ q: tag }),
      entriesOf(batch),
      call('trashList', { token, query: { limit: '10', kind: 'students', q: tag } }),
    ]);
    expect(list.json.rows.map((row: { _id: string }) => row._id)).toEqual([ids[2]]);
    expect(screen.json.total).toBe(2);
    expect(screen.json.rows.map((row: Record<string, unknown>) => [row.kind, row.title]).sort()).toEqual([
      ['students', `${tag} Asha · ${before[0]!.record.email}`],
      ['students', `${tag} Ravi · ${before[1]!.record.email}`],
    ]);
    expect(entries.map((entry) => entry.get('originalId')).sort()).toEqual(ids.slice(0, 2).sort());
    for (const entry of entries) {
      const i = ids.indexOf(entry.get('originalId'));
      const { record, notice, path } = before[i]!;
      expect(entry.get('kind')).toBe('students');
      expect(decodeFields(entry.get('data'))).toEqual(record);
      expect(decodeFields(entry.get('notifications'))).toEqual([{ id: notificationId('resumes', ids[i]!), data: notice }]);
      expect(entry.get('deletedBy')).toEqual(expect.any(String));
      expect(entry.get('deletedAt')).toBeInstanceOf(Timestamp);
      const [file] = entry.get('files') as { path: string; trashPath: string }[];
      expect(file!.path).toBe(path);
      expect(await fileStore().read(path)).toBeNull();
      expect(await fileStore().read(file!.trashPath)).toEqual(RESUME_BYTES.pdf);
      expect((await notices().doc(notificationId('resumes', ids[i]!)).get()).exists).toBe(false);
    }

    const restored = await call('trashRestore', { token, json: { batches: [batch] } });
    expect(restored.json).toEqual({ message: TRASH_MESSAGES.restored(2), restored: 2, skipped: 0 });
    for (const [i, id] of ids.slice(0, 2).entries()) {
      expect(await stored(COLLECTIONS.resumes, id)).toEqual(before[i]!.record);
      expect((await notices().doc(notificationId('resumes', id)).get()).data()).toEqual(before[i]!.notice);
      expect(await bytesOf(apiPath(ENDPOINTS.resumeView, { id }), token)).toEqual(RESUME_BYTES.pdf);
    }
    expect(await entriesOf(batch)).toEqual([]);
    expect((await students({ q: tag })).json.total).toBe(3);
  });

  it('restores one entry by id from the Trash screen, and leaves an entry whose record exists again', async () => {
    const deleted = await call('resumeDelete', { token, json: { ids: [ids[2]] } });
    const [entry] = await entriesOf(deleted.headers.get(TRASH_BATCH_HEADER)!);
    const again = await call('trashRestore', { token, json: { ids: [entry!.id, 'no-such-entry'] } });
    expect(again.json).toEqual({ message: TRASH_MESSAGES.restored(1), restored: 1, skipped: 0 });
    expect(await stored(COLLECTIONS.resumes, ids[2]!)).toEqual(before[2]!.record);

    // A record written again under the same id is not overwritten: its entry stays in the trash.
    const twice = await call('resumeDelete', { token, json: { ids: [ids[2]] } });
    const [kept] = await entriesOf(twice.headers.get(TRASH_BATCH_HEADER)!);
    // (A whole record, createdAt included: the admin lists order by it, and the counts test holds them to the counts.)
    await db()
      .collection(COLLECTIONS.resumes)
      .doc(ids[2]!)
      .set({ ...before[2]!.record, name: 'Someone else' });
    const skipped = await call('trashRestore', { token, json: { ids: [kept!.id] } });
    expect(skipped.json).toEqual({ message: TRASH_MESSAGES.restoredSkipped(0, 1), restored: 0, skipped: 1 });
    expect((await kept!.ref.get()).exists).toBe(true);
    expect(await stored(COLLECTIONS.resumes, ids[2]!)).toMatchObject({ name: 'Someone else' });
  });
});

describe('a bulk delete by query and the purge', () => {
  it('trashes exactly the rows the query matches, with their notifications, under the batch its answer names', async () => {
    const other = uniqueLetters();
    const [matching, kept] = await Promise.all([
      seed('contacts', [`${tag} One`, `${tag} Two`, `${tag} Three`]),
      seed('contacts', [`${other} Four`]),
    ]);
    const res = await bulkCall('contacts', { action: 'delete', query: { q: tag } }, token);
    expect(res.json).toEqual({ processed: 3, nextCursor: null });
    const entries = await entriesOf(res.headers.get(TRASH_BATCH_HEADER)!);
    expect(entries.map((entry) => entry.get('originalId')).sort()).toEqual([...matching].sort());
    expect(entries.every((entry) => decodeFields<unknown[]>(entry.get('notifications')).length === 1)).toBe(true);
    expect(await stored(COLLECTIONS.contacts, kept[0]!)).toBeDefined();
    const left = await db().getAll(...matching.map((id) => db().collection(COLLECTIONS.contacts).doc(id)));
    expect(left.filter((doc) => doc.exists)).toEqual([]);
    // Nothing deleted: no batch to undo.
    const none = await bulkCall('contacts', { action: 'delete', query: { q: tag } }, token);
    expect(none.headers.get(TRASH_BATCH_HEADER)).toBeNull();
  });

  it(`purges, on a fixed clock, the entries older than ${TRASH_RETENTION_DAYS} days with their files, and deletes entries for good`, async () => {
    const ids = await seed('resumes', [`${tag} Old`, `${tag} Recent`, `${tag} Gone`]);
    const deleted = await call('resumeDelete', { token, json: { ids } });
    const entries = await entriesOf(deleted.headers.get(TRASH_BATCH_HEADER)!);
    const entryOf = (id: string) => entries.find((entry) => entry.get('originalId') === id)!;
    const trashPathOf = (id: string) => (entryOf(id).get('files') as { trashPath: string }[])[0]!.trashPath;
    const now = new Date();
    const at = (days: number) => Timestamp.fromDate(daysBefore(now, days));
    await Promise.all([
      entryOf(ids[0]!).ref.update({ deletedAt: at(TRASH_RETENTION_DAYS + 1) }),
      entryOf(ids[1]!).ref.update({ deletedAt: at(TRASH_RETENTION_DAYS - 1) }),
    ]);

    expect(await purgeOldTrash(now)).toBeGreaterThanOrEqual(1);
    expect((await entryOf(ids[0]!).ref.get()).exists).toBe(false);
    expect(await fileStore().read(trashPathOf(ids[0]!))).toBeNull();
    expect((await entryOf(ids[1]!).ref.get()).exists).toBe(true);
    expect(await fileStore().read(trashPathOf(ids[1]!))).toEqual(RESUME_BYTES.pdf);

    const purged = await call('trashDelete', { token, json: { ids: [entryOf(ids[2]!).id] } });
    expect(purged.json).toEqual({ message: API_MESSAGES.deleted(1), deleted: 1 });
    expect(await fileStore().read(trashPathOf(ids[2]!))).toBeNull();
    await purgeEntriesLeft([entryOf(ids[1]!).id]);
  });

  it('answers 401 and 403 on the trash paths, and 400 for a restore that names nothing', async () => {
    await Promise.all([
      expectAdminOnly('trashList'),
      expectAdminOnly('trashRestore', undefined, { ids: ['x'] }),
      expectAdminOnly('trashDelete', undefined, { ids: ['x'] }),
    ]);
    const empty = await call('trashRestore', { token, json: {} });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe(TRASH_MESSAGES.restoreWhat);
  });
});

async function purgeEntriesLeft(ids: string[]) {
  const res = await call('trashDelete', { token, json: { ids } });
  expect(res.status).toBe(200);
}
