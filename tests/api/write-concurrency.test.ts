/**
 * Read-modify-writes beyond stage moves, under parallel calls over HTTP: job status changes keep
 * the location counts they share exact, parallel job posts with one Idempotency-Key store one job,
 * and parallel restores of one trash entry put its record back once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, IDEMPOTENCY_KEY_HEADER, TRASH_BATCH_HEADER, apiPath, locationKeyOf } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { readLocationCounts } from '../../functions/src/jobs/locationCounts';
import { call, createJob, JOB_POST_FIELDS } from '../support/admin';
import { countDocs, uniqueLetters } from '../support/submissions';
import { adminToken, api, useEmulators } from '../support/stack';

useEmulators();

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

describe('parallel writes that share a document', () => {
  it('30 parallel open/close changes of three jobs in one town leave its location count equal to its open jobs', async () => {
    const town = `Qzp ${uniqueLetters()}`;
    const jobIds: string[] = [];
    for (const title of ['Count One', 'Count Two', 'Count Three']) jobIds.push((await createJob(token, { title, location: town })).jobId);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call('jobStatus', { token, params: { jobId: jobIds[i % 3]! }, json: { status: i % 2 ? 'open' : 'closed' } }),
      ),
    );
    expect([...new Set(answers.map((answer) => answer.status))]).toEqual([200]);
    const statuses = await Promise.all(
      jobIds.map(async (jobId) => (await db().collection(COLLECTIONS.jobs).doc(jobId).get()).get('status')),
    );
    const open = statuses.filter((status) => status === 'open').length;
    expect((await readLocationCounts())[locationKeyOf(town)]?.jobs ?? 0).toBe(open);
  });

  it('20 parallel job posts with one key store one job and answer it to every call', async () => {
    const title = `Once ${uniqueLetters()}`;
    const headers = { [IDEMPOTENCY_KEY_HEADER]: `post-${uniqueLetters()}` };
    const json = { title, ...JOB_POST_FIELDS };
    const post = () => api(apiPath(ENDPOINTS.jobCreate), { method: 'POST', token, json, headers });
    const answers = await Promise.all(Array.from({ length: 20 }, post));
    expect([...new Set(answers.map((answer) => answer.status))]).toEqual([201]);
    expect(new Set(answers.map((answer) => answer.json.jobId)).size).toBe(1);
    expect(await countDocs(COLLECTIONS.jobs, 'title', title)).toBe(1);
  });

  it('10 parallel restores of one trash entry put its record back once and empty the entry', async () => {
    const name = `Restore ${uniqueLetters()}`;
    const json = {
      userType: 'company',
      name,
      email: `restore.${uniqueLetters().toLowerCase()}@example.com`,
      message: 'Once.',
      consent: true,
    };
    const sent = await api(apiPath(ENDPOINTS.contactSubmit), { method: 'POST', json });
    expect(sent.status).toBe(201);
    const id = sent.json._id as string;
    const deleted = await call('contactDelete', { token, json: { ids: [id] } });
    expect(deleted.status).toBe(200);
    const entries = await db().collection(COLLECTIONS.trash).where('batch', '==', deleted.headers.get(TRASH_BATCH_HEADER)).get();
    expect(entries.size).toBe(1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('trashRestore', { token, json: { ids: [entries.docs[0]!.id] } })),
    );
    expect([...new Set(answers.map((answer) => answer.status))]).toEqual([200]);
    expect(answers.reduce((sum, answer) => sum + (answer.json.restored as number), 0)).toBe(1);
    expect((await db().collection(COLLECTIONS.contacts).doc(id).get()).get('name')).toBe(name);
    expect((await entries.docs[0]!.ref.get()).exists).toBe(false);
  });
});
