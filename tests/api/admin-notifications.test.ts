import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, API_MESSAGES } from '@careers/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../functions/src/collections';
import { markRead } from '../../functions/src/admin/lists/notifications';
import { db } from '../../functions/src/firebase';
import { call, expectAdminOnly, seedDocs } from '../support/admin';
import { uniqueLetters } from '../support/submissions';
import { adminToken, useEmulators } from '../support/stack';

useEmulators();

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const notifications = () => db().collection(COLLECTIONS.notifications);

/** Four notifications with a unique tag in their message, one per type, the first two read, a minute apart. */
async function seedTagged() {
  const tag = uniqueLetters();
  const types = ['company', 'college', 'resume', 'contact'] as const;
  const now = Date.now();
  const ids = await seedDocs(COLLECTIONS.notifications, types.length, (i) => ({
    type: types[i],
    message: `New ${types[i]} submission ${tag.toUpperCase()}`,
    read: i < 2,
    createdAt: Timestamp.fromMillis(now - i * 60_000),
  }));
  return { tag, ids, types };
}

const list = (query: Record<string, string>) => call('notificationList', { token, query });

describe('admin notifications', () => {
  it.each([
    ['notificationList', undefined],
    ['notificationSummary', undefined],
    ['notificationDelete', { ids: ['x'] }],
    ['notificationMarkRead', { ids: ['x'] }],
  ] as const)('%s is admin-only', async (name, json) => {
    await expectAdminOnly(name, undefined, json);
  });

  it('searches messages case-insensitively and filters by type and status, newest first, as lean rows', async () => {
    const { tag, ids } = await seedTagged();
    const all = await list({ searchTerm: tag.toLowerCase() });
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('private, no-store');
    expect(all.json.map((row: { _id: string }) => row._id)).toEqual(ids);
    expect(Object.keys(all.json[0]).sort()).toEqual(['_id', 'createdAt', 'message', 'read', 'source', 'sourceId', 'type']);

    expect((await list({ searchTerm: tag, filterType: 'resume' })).json.map((r: { _id: string }) => r._id)).toEqual([ids[2]]);
    expect((await list({ searchTerm: tag, filterStatus: 'unread' })).json.map((r: { _id: string }) => r._id)).toEqual([ids[2], ids[3]]);
    expect((await list({ searchTerm: tag, filterStatus: 'Read', filterType: 'College' })).json.map((r: { _id: string }) => r._id)).toEqual([
      ids[1],
    ]);
    expect((await list({ searchTerm: `${tag}-nothing` })).json).toEqual([]);
  });

  it('answers 400 with the domain message for an unknown type or status', async () => {
    const type = await list({ filterType: 'invoice' });
    expect(type.status).toBe(400);
    expect(type.json.message).toBe(ADMIN_MESSAGES.notificationTypeInvalid);
    const status = await list({ filterStatus: 'archived' });
    expect(status.status).toBe(400);
    expect(status.json.message).toBe(ADMIN_MESSAGES.notificationStatusInvalid);
  });

  it('gives the bell the unread count and the five newest', async () => {
    const { ids } = await seedTagged();
    const res = await call('notificationSummary', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const unread = (await notifications().where('read', '==', false).count().get()).data().count;
    const newest = (await notifications().orderBy('createdAt', 'desc').limit(5).get()).docs.map((doc) => doc.id);
    expect(res.json.unreadCount).toBe(unread);
    expect(res.json.latest.map((row: { _id: string }) => row._id)).toEqual(newest);
    expect(newest).toContain(ids[0]);
  });

  it('marks the named notifications read, ignoring unknown ids', async () => {
    const { ids } = await seedTagged();
    const res = await call('notificationMarkRead', { token, json: { ids: [ids[2], ids[3], ids[2], 'no-such-notification'] } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: API_MESSAGES.markedAsRead(2), updated: 2 });
    const docs = await db().getAll(...ids.map((id) => notifications().doc(id)));
    expect(docs.map((doc) => doc.get('read'))).toEqual([true, true, true, true]);

    const empty = await call('notificationMarkRead', { token, json: {} });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe(ADMIN_MESSAGES.selectionRequired);
  });

  it('deletes 600 notifications in one call', async () => {
    const tag = uniqueLetters();
    const ids = await seedDocs(COLLECTIONS.notifications, 600, (i) => ({
      type: 'contact',
      message: `Bulk ${tag} ${i}`,
      read: true,
      createdAt: Timestamp.fromMillis(Date.now() - 86_400_000 - i),
    }));
    const res = await call('notificationDelete', { token, json: { ids } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: API_MESSAGES.deleted(600), deleted: 600 });
    const left = await db().getAll(...ids.map((id) => notifications().doc(id)));
    expect(left.filter((doc) => doc.exists)).toHaveLength(0);
  });

  it('refuses a delete without ids with 400 and the spec message, deleting nothing', async () => {
    const { ids } = await seedTagged();
    for (const json of [{}, { ids: [] }]) {
      const res = await call('notificationDelete', { token, json });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(ADMIN_MESSAGES.selectionRequired);
    }
    expect((await db().getAll(...ids.map((id) => notifications().doc(id)))).every((doc) => doc.exists)).toBe(true);
  });
});

describe('marking read while a notification is deleted', () => {
  it('marks the others read when one of those it read is gone before the write (its record erased meanwhile)', async () => {
    const refs = [0, 1, 2].map(() => db().collection(COLLECTIONS.notifications).doc());
    await Promise.all(
      refs.map((ref) => ref.set({ message: `Race ${uniqueLetters()}`, type: 'contact', read: false, createdAt: Timestamp.now() })),
    );
    const snapshots = await db().getAll(...refs);
    await refs[1]!.delete();

    expect(await markRead(snapshots)).toBe(3);
    const after = await db().getAll(...refs);
    expect(after.map((doc) => (doc.exists ? doc.get('read') : 'gone'))).toEqual([true, 'gone', true]);
  });
});
