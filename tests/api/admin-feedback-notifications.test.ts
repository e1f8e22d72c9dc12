/**
 * Admin feedback and notifications: a job posted twice with one Idempotency-Key is one job; deleting a record
 * deletes its notification in the same batch (by ids and by query); mark all read; notification
 * rows name the record they are about.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, ENDPOINTS, IDEMPOTENCY_KEY_HEADER, apiPath } from '@careers/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { notificationId } from '../../functions/src/triggers/notifications';
import { call, seedDocs } from '../support/admin';
import { uniqueLetters } from '../support/submissions';
import { adminToken, api, useEmulators } from '../support/stack';

useEmulators();

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const notifications = () => db().collection(COLLECTIONS.notifications);
const notificationOf = (id: string) => notifications().doc(notificationId('contacts', id));

/** A visitor's contact message (its notification comes from the relay): answers the contact's id. */
async function sendContact(name: string): Promise<string> {
  const res = await api(apiPath(ENDPOINTS.contactSubmit), {
    method: 'POST',
    json: { userType: 'student', name, email: 'visitor@example.com', message: 'Please call me back.', consent: true },
  });
  expect(res.status).toBe(201);
  return res.json._id as string;
}

const notified = async (id: string) => {
  await expect.poll(async () => (await notificationOf(id).get()).exists, { timeout: 10_000, interval: 100 }).toBe(true);
};

describe('admin feedback and notifications', () => {
  it('stores one job for two posts with one Idempotency-Key, and answers both with it', async () => {
    const title = `Forklift Operator ${uniqueLetters()}`;
    const key = `post-job-${uniqueLetters()}`;
    const post = () =>
      api(apiPath(ENDPOINTS.jobCreate), {
        method: 'POST',
        token,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        json: { title, location: 'Pune', jobDescription: 'Night shift.' },
      });
    const [first, second] = await Promise.all([post(), post()]);
    const third = await post();
    for (const res of [first, second, third]) expect(res.status).toBe(201);
    expect(second.json).toEqual(first.json);
    expect(third.json).toEqual(first.json);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    expect(first.json).toMatchObject({ title, jobId: expect.stringMatching(/^JOB\d+$/) });
    expect((await db().collection(COLLECTIONS.jobs).where('title', '==', title).get()).size).toBe(1);
  });

  it('deletes a record’s notification with it, by ids and by query, and the rows name their record', async () => {
    const tag = uniqueLetters();
    const [byIds, byQuery, kept] = await Promise.all([
      sendContact(`Asha ${tag}`),
      sendContact(`Ravi ${tag}`),
      sendContact(`Meera ${uniqueLetters()}`),
    ]);
    await Promise.all([byIds, byQuery, kept].map(notified));

    const listed = await call('notificationList', { token, query: { searchTerm: tag } });
    expect(listed.json).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: notificationId('contacts', byIds), source: 'contacts', sourceId: byIds })]),
    );

    const deleted = await call('contactDelete', { token, json: { ids: [byIds] } });
    expect(deleted.json).toMatchObject({ deleted: 1 });
    const bulk = await call('adminListBulk', {
      token,
      params: { list: 'contacts' },
      json: { action: 'delete', query: { q: tag.toLowerCase() } },
    });
    expect(bulk.status).toBe(200);
    const after = await Promise.all([byIds, byQuery, kept].map(async (id) => (await notificationOf(id).get()).exists));
    expect(after).toEqual([false, false, true]);
  });

  it('marks every unread notification read', async () => {
    const tag = uniqueLetters();
    const ids = await seedDocs(COLLECTIONS.notifications, 3, (i) => ({
      type: 'contact',
      message: `Unread ${tag} ${i}`,
      read: false,
      createdAt: Timestamp.now(),
    }));
    const res = await call('notificationMarkAllRead', { token });
    expect(res.status).toBe(200);
    expect(res.json.updated).toBeGreaterThanOrEqual(3);
    expect(res.json.message).toBe(API_MESSAGES.markedAsRead(res.json.updated));
    const reads = await Promise.all(ids.map(async (id) => (await notifications().doc(id).get()).get('read')));
    expect(reads).toEqual([true, true, true]);
  });
});
