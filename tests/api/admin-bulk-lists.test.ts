/**
 * Bulk actions by query and exports of the lists beyond the plain resources (the walk's
 * own cases are in admin-bulk.test.ts): applications (delete with files and counts, moves with
 * their history and mails, by the job and stage), notifications (mark read, delete), job posts and
 * affiliates (delete as their delete endpoints do).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  APPLICATION_FIELDS,
  BULK_MESSAGES,
  ENDPOINTS,
  NOTIFICATION_FIELDS,
  PAGING_MESSAGES,
  PIPELINE_STAGES,
  TEXT_MAX_LENGTH,
  apiPath,
  locationKeyOf,
  stageMail,
  withSearchTokens,
  type NotificationType,
  type PipelineStage,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { fileStore } from '../../functions/src/files';
import { jobLocationsRef } from '../../functions/src/jobs/locationCounts';
import { auth, db } from '../../functions/src/firebase';
import { STATUS_TOKEN_HASHES } from '../../functions/src/pipeline/statusLink';
import { notificationId } from '../../functions/src/triggers/notifications';
import { call, createJob } from '../support/admin';
import { newAffiliate } from '../support/affiliates';
import { bulkCall, bulkToTheEnd, exportOf, parseCsv } from '../support/bulk';
import { CONTENT_TYPES, RESUME_BYTES, multipartPoster, uniqueLetters } from '../support/submissions';
import { DEMO_ADMIN, adminToken, api, useEmulators } from '../support/stack';

useEmulators();

const applications = () => db().collection(COLLECTIONS.applications);
const notices = () => db().collection(COLLECTIONS.notifications);
const MINUTE = 60_000;
const apply = multipartPoster(apiPath(ENDPOINTS.jobApply));
const pdf = { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf };

let token: string;
/** Every application and notification this file wrote straight to Firestore: removed afterwards. */
const seeded = { applications: [] as string[], notifications: [] as string[] };

beforeAll(async () => {
  token = await adminToken();
});

afterAll(async () => {
  const refs = [
    ...seeded.applications.flatMap((id) => [applications().doc(id), notices().doc(notificationId('applications', id))]),
    ...seeded.notifications.map((id) => notices().doc(id)),
  ];
  for (let start = 0; start < refs.length; start += 500) {
    const batch = db().batch();
    for (const ref of refs.slice(start, start + 500)) batch.delete(ref);
    await batch.commit();
  }
});

interface SeededApplication {
  jobId: string;
  name: string;
  stage: PipelineStage;
  at: number;
  email?: string;
}

/**
 * Writes applications as apply stores them (search tokens, stage), each with the notification the
 * trigger would write, so it writes none: hundreds of rows in a second or two.
 */
async function seedApplications(records: readonly SeededApplication[]): Promise<string[]> {
  const refs = records.map(() => applications().doc());
  for (let start = 0; start < records.length; start += 250) {
    const batch = db().batch();
    for (const [i, { jobId, name, stage, at, email }] of records.slice(start, start + 250).entries()) {
      const ref = refs[start + i]!;
      const fields = { jobId, jobTitle: 'Bulk Tester', affiliateId: '', name, email: email ?? `a${start + i}@x.in`, phone: '9876500000' };
      batch.set(ref, {
        ...withSearchTokens(APPLICATION_FIELDS, fields),
        appliedAt: Timestamp.fromMillis(at),
        stage,
        [STATUS_TOKEN_HASHES]: [],
      });
      batch.set(notices().doc(notificationId('applications', ref.id)), {
        type: 'resume',
        message: name,
        read: true,
        createdAt: Timestamp.now(),
      });
    }
    await batch.commit();
  }
  const ids = refs.map((ref) => ref.id);
  seeded.applications.push(...ids);
  return ids;
}

const stagesOf = async (ids: readonly string[]) =>
  (await db().getAll(...ids.map((id) => applications().doc(id)))).map((doc) => doc.get('stage'));
const events = async (id: string) => (await call('applicationEvents', { token, params: { id } })).json as Record<string, unknown>[];

describe('moving applications by query', () => {
  const tag = uniqueLetters();
  const [job, otherJob] = [`JOBA${tag}`, `JOBB${tag}`];
  const base = Date.parse('2021-02-01T00:00:00Z');
  let moving: string[];
  let others: string[];

  beforeAll(async () => {
    moving = await seedApplications(
      Array.from({ length: 6 }, (_, i) => ({ jobId: job, name: `Asha ${tag}`, stage: 'screening', at: base + i * MINUTE })),
    );
    // Another stage of the job and the stage of another job, in among them.
    others = await seedApplications([
      { jobId: job, name: `Ravi ${tag}`, stage: 'applied', at: base + 1.5 * MINUTE },
      { jobId: job, name: `Mira ${tag}`, stage: 'offer', at: base + 600 * MINUTE },
      { jobId: otherJob, name: `Kiran ${tag}`, stage: 'screening', at: base + 0.5 * MINUTE },
    ]);
  });

  it('goes on from a slice whose rows the move took out of the query: each application of the job at the stage moves once, with its event', async () => {
    const query = { jobId: job, stage: 'screening' };
    // A first slice that stopped after three rows: its cursor, and its rows moved to the stage.
    const first = await call('applicationList', { token, params: { jobId: job }, query: { stage: 'screening', limit: '3' } });
    expect(first.json.rows.map((row: { _id: string }) => row._id)).toEqual(moving.slice(3).reverse());
    const moved = await call('applicationStageBulkMove', { token, json: { ids: moving.slice(3), stage: 'interview' } });
    expect(moved.json.moved).toBe(3);

    const rest = await bulkCall('applications', { action: 'moveStage', stage: 'interview', query, cursor: first.json.nextCursor }, token);
    expect(rest.json).toEqual({ processed: 3, nextCursor: null });
    expect(await stagesOf(moving)).toEqual(moving.map(() => 'interview'));
    expect(await stagesOf(others)).toEqual(['applied', 'offer', 'screening']);
    for (const id of moving) {
      expect(await events(id)).toEqual([
        { _id: expect.any(String), type: 'stage', from: 'screening', to: 'interview', actor: DEMO_ADMIN.email, at: expect.any(String) },
      ]);
    }
    const again = await bulkCall('applications', { action: 'moveStage', stage: 'interview', query }, token);
    expect(again.json).toEqual({ processed: 0, nextCursor: null });
  });

  it("with notify, mails each applicant the new stage's mail and records it, as a single move does ('all' jobs)", async () => {
    const people = ['Neha', 'Arjun'].map((first) => ({ name: `${first} ${tag}x`, email: `${first.toLowerCase()}.${tag}@gmail.com` }));
    const ids = await seedApplications(
      people.map(({ name, email }, i) => ({ jobId: i ? job : otherJob, name, email, stage: 'applied', at: base - i * MINUTE })),
    );
    const query = { jobId: 'all', q: `${tag}x` };
    expect(await bulkToTheEnd('applications', { action: 'moveStage', stage: 'rejected', notify: true, query }, token)).toEqual([
      { processed: 2, nextCursor: null },
    ]);
    for (const [i, id] of ids.entries()) {
      const mails = await db().collection(COLLECTIONS.mail).where('to', '==', people[i]!.email).get();
      expect(mails.size).toBe(1);
      const reference = (await applications().doc(id).get()).get('reference') as string;
      const { subject } = stageMail('rejected', { name: people[i]!.name, jobTitle: 'Bulk Tester', reference, statusUrl: '' });
      expect(mails.docs[0]!.get('message.subject')).toBe(subject);
      expect(await events(id)).toEqual([
        expect.objectContaining({ type: 'stage', from: 'applied', to: 'rejected', actor: DEMO_ADMIN.email }),
        expect.objectContaining({ type: 'mail', to: 'rejected', text: subject, actor: DEMO_ADMIN.email }),
      ]);
    }
  });
});

describe('deleting and exporting a job’s applications by query', () => {
  const [tag, kept] = [uniqueLetters(), uniqueLetters()];
  let job: { jobId: string; title: string };
  const applied: Record<string, unknown>[] = [];

  beforeAll(async () => {
    job = await createJob(token, { title: `Bulk Analyst ${uniqueLetters()}` });
    for (const name of [`Asha ${tag}`, `Ravi ${tag}`, `Kiran ${kept}`]) {
      const [first, last] = name.toLowerCase().split(' ');
      const email = `${first}.${last}@gmail.com`;
      const res = await apply({ name, email, phone: '9812345678', jobId: job.jobId, affiliateId: '' }, pdf);
      expect(res.status).toBe(201);
      applied.unshift({ ...res.json, name, email });
    }
  });

  it('exports them newest first with the columns of the Excel export', async () => {
    const res = await exportOf('applications', { jobId: job.jobId, stage: 'applied' }, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="studentsApplied.csv"');
    expect(res.headers.get('x-total-count')).toBe('3');
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual(['S.No', 'Job Id', 'Job Title', 'Name', 'Email', 'Phone', 'Applied Date', 'Resume']);
    const docs = await db().getAll(...applied.map((one) => applications().doc(one._id as string)));
    const appliedAt = docs.map((doc) => (doc.get('appliedAt') as Timestamp).toDate().toISOString());
    expect(rows).toEqual(
      applied.map((one, i) => [String(i + 1), job.jobId, job.title, one.name, one.email, '9812345678', appliedAt[i], 'cv.pdf']),
    );
    const none = await exportOf('applications', { jobId: job.jobId, stage: 'hired' }, token);
    expect(none.headers.get('x-total-count')).toBe('0');
    expect(parseCsv(none.text)).toHaveLength(1);
  });

  it('deletes those the query matches with their resume files, and takes them off the job’s count', async () => {
    const jobDoc = db().collection(COLLECTIONS.jobs).doc(job.jobId);
    expect((await jobDoc.get()).get('appliedCount')).toBe(3);
    const [gone, stays] = [applied.slice(1), applied[0]!];
    const docs = await db().getAll(...applied.map((one) => applications().doc(one._id as string)));
    const paths = docs.map((doc) => doc.get('resumePath') as string);
    expect(await bulkToTheEnd('applications', { action: 'delete', query: { jobId: job.jobId, q: tag } }, token)).toEqual([
      { processed: 2, nextCursor: null },
    ]);
    for (const one of gone)
      expect(
        (
          await applications()
            .doc(one._id as string)
            .get()
        ).exists,
      ).toBe(false);
    expect(await fileStore().read(paths[1]!)).toBeNull();
    expect(await fileStore().read(paths[2]!)).toBeNull();
    expect(
      (
        await applications()
          .doc(stays._id as string)
          .get()
      ).exists,
    ).toBe(true);
    expect(await fileStore().read(paths[0]!)).not.toBeNull();
    expect((await jobDoc.get()).get('appliedCount')).toBe(1);
  });
});

describe('what a bulk call or an export of applications refuses', () => {
  const tag = uniqueLetters();
  let kept: string[];
  beforeAll(async () => {
    kept = await seedApplications([{ jobId: `JOB${tag}`, name: `Asha ${tag}`, stage: 'applied', at: Date.now() }]);
  });

  it.each([
    ['a move without a stage', { action: 'moveStage', query: { q: tag } }, BULK_MESSAGES.stage],
    ['marking applications read', { action: 'markRead', query: { q: tag } }, BULK_MESSAGES.action(['delete', 'moveStage'])],
    [
      'a jobId longer than a path takes',
      { action: 'delete', query: { q: tag, jobId: 'J'.repeat(TEXT_MAX_LENGTH + 1) } },
      BULK_MESSAGES.query,
    ],
    [
      'a stage filter that is no stage',
      { action: 'delete', query: { q: tag, stage: 'lost' } },
      PAGING_MESSAGES.filter('stage', PIPELINE_STAGES),
    ],
  ])('answers 400 for %s, and changes nothing', async (_case, body, message) => {
    const res = await bulkCall('applications', body, token);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(await stagesOf(kept)).toEqual(['applied']);
  });

  it('takes a jobId only on the list whose path has one, as one text of at most the path’s length', async () => {
    const contacts = await bulkCall('contacts', { action: 'delete', query: { jobId: 'all' } }, token);
    expect(contacts.status).toBe(400);
    expect(contacts.json.message).toContain('jobId');
    const long = await exportOf('applications', { jobId: 'J'.repeat(TEXT_MAX_LENGTH + 1) }, token);
    expect(long.status).toBe(400);
    expect(long.json.message).toBe(PAGING_MESSAGES.pathValue('jobId'));
    const twice = await api(`${apiPath(ENDPOINTS.adminListExport, { list: 'applications' })}?jobId=a&jobId=b`, { token });
    expect(twice.status).toBe(400);
    expect(twice.json.message).toBe(PAGING_MESSAGES.pathValue('jobId'));
  });
});

describe('notifications by query', () => {
  const tag = uniqueLetters();
  const NOTICES: readonly [NotificationType, read: boolean][] = [
    ['contact', false],
    ['college', false],
    ['contact', true],
    ['contact', false],
    ['college', false],
    ['contact', false],
  ];
  let ids: string[];
  const readFlags = async () => (await db().getAll(...ids.map((id) => notices().doc(id)))).map((doc) => doc.get('read'));

  beforeAll(async () => {
    const refs = NOTICES.map(() => notices().doc());
    const batch = db().batch();
    NOTICES.forEach(([type, read], i) =>
      batch.set(refs[i]!, {
        ...withSearchTokens(NOTIFICATION_FIELDS, { type, message: `New ${type} from ${tag} ${i}`, read }),
        createdAt: Timestamp.fromMillis(Date.now() - i * MINUTE),
      }),
    );
    await batch.commit();
    ids = refs.map((ref) => ref.id);
    seeded.notifications.push(...ids);
  });

  it('marks read the unread ones of a type the query matches, and no other', async () => {
    const query = { type: 'contact', status: 'unread', q: tag };
    expect(await bulkToTheEnd('notifications', { action: 'markRead', query }, token)).toEqual([{ processed: 3, nextCursor: null }]);
    expect(await readFlags()).toEqual([true, false, true, true, false, true]);
    const unread = await call('notificationList', { token, query: { limit: '10', status: 'unread', q: tag } });
    expect(unread.json.rows.map((row: { _id: string }) => row._id)).toEqual([ids[1], ids[4]]);
  });

  it('deletes the ones the query matches', async () => {
    expect(await bulkToTheEnd('notifications', { action: 'delete', query: { type: 'college', q: tag } }, token)).toEqual([
      { processed: 2, nextCursor: null },
    ]);
    const left = await db().getAll(...ids.map((id) => notices().doc(id)));
    expect(left.map((doc) => doc.exists)).toEqual([true, false, true, true, false, true]);
  });
});

describe('job posts and affiliates, deleted by query as their delete endpoints do', () => {
  it('deletes the job posts a search finds and their locations from the suggestions; their applications stay', async () => {
    const [tag, other] = [uniqueLetters(), uniqueLetters()];
    const location = `Bulkpur ${tag}`;
    const jobs = [
      await createJob(token, { title: `Bulk Welder ${tag}`, location }),
      await createJob(token, { title: `Bulk Fitter ${tag}`, location }),
    ];
    const keptJob = await createJob(token, { title: `Bulk Welder ${other}` });
    const locationCount = async () =>
      ((await jobLocationsRef().get()).get('locations') as Record<string, { jobs: number }>)[locationKeyOf(location)];
    expect(await locationCount()).toMatchObject({ jobs: 2 });
    const [application] = await seedApplications([{ jobId: jobs[0]!.jobId, name: `Asha ${tag}`, stage: 'applied', at: Date.now() }]);
    expect(await bulkToTheEnd('jobPosts', { action: 'delete', query: { q: tag } }, token)).toEqual([{ processed: 2, nextCursor: null }]);
    const stored = await db().getAll(...[...jobs, keptJob].map((job) => db().collection(COLLECTIONS.jobs).doc(job.jobId)));
    expect(stored.map((doc) => doc.exists)).toEqual([false, false, true]);
    expect(await locationCount()).toBeUndefined();
    expect((await applications().doc(application!).get()).exists).toBe(true);
    expect((await call('jobDelete', { token, json: { jobId: [keptJob.jobId] } })).status).toBe(200);
  });

  it('deletes the affiliates a search finds with their jobs and referrals, their sign-in disabled', async () => {
    const affiliate = await newAffiliate();
    const job = await db().collection(COLLECTIONS.affiliateJobs).add({ affiliateId: affiliate.id, jobTitle: 'Referral Job' });
    const referral = await db()
      .collection(COLLECTIONS.referrals)
      .add({ affiliateId: affiliate.id, affiliateJobId: job.id, email: 'x@y.in' });
    const query = { q: affiliate.body.fullName.split(' ')[1]! };
    expect(await bulkToTheEnd('affiliates', { action: 'delete', query }, token)).toEqual([{ processed: 1, nextCursor: null }]);
    // To the trash (api/admin-affiliates.test.ts restores one): its account is disabled until the purge.
    expect((await auth().getUser(affiliate.id)).disabled).toBe(true);
    for (const ref of [db().collection(COLLECTIONS.affiliates).doc(affiliate.id), job, referral])
      expect((await ref.get()).exists).toBe(false);
  });
});
