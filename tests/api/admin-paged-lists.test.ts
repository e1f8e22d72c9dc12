/**
 * Server-side pages of the admin lists beyond contacts (admin-paging.test.ts has the
 * machinery's cases): applications by stage and by the path's job, notifications by type and read
 * status, job posts and affiliates; the search tokens each write path stores; the cap and total
 * header of a list asked without `limit`.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_UNPAGED_MAX,
  APPLICATION_FIELDS,
  ENDPOINTS,
  NOTIFICATION_FIELDS,
  NOTIFICATION_TYPES,
  PAGING_MESSAGES,
  PIPELINE_STAGES,
  SUBSTRING_SEARCH_MAX,
  TEXT_MAX_LENGTH,
  TOTAL_COUNT_HEADER,
  apiPath,
  sortsOf,
  JOB_POST_FIELDS,
  withSearchTokens,
  type PipelineStage,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { call, createJob, seedDocs } from '../support/admin';
import { newAffiliate, registration } from '../support/affiliates';
import { allPages, idsOf, listPage } from '../support/paging';
import { CONTENT_TYPES, RESUME_BYTES, multipartPoster, uniqueLetters } from '../support/submissions';
import { adminToken, api, useEmulators } from '../support/stack';

useEmulators();

const HOUR = 60 * 60 * 1000;
const apply = multipartPoster(apiPath(ENDPOINTS.jobApply));
const pdf = { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf };
const firstWords = (pages: Awaited<ReturnType<typeof allPages>>, field: string) =>
  pages.flatMap((page) => page.rows.map((row) => String(row[field]).split(' ')[0]));

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

async function deleteAll(collection: string, ids: readonly string[]) {
  for (let start = 0; start < ids.length; start += 500) {
    const batch = db().batch();
    for (const id of ids.slice(start, start + 500)) batch.delete(db().collection(collection).doc(id));
    await batch.commit();
  }
}

describe('the applications list, paged', () => {
  const tag = uniqueLetters();
  const title = `Paging Analyst ${tag}`;
  /** Stored as apply stores them, an hour apart (newest first); one more comes through the API. */
  const SEEDED: readonly [first: string, stage: PipelineStage][] = [
    ['Zara', 'applied'],
    ['Anil', 'screening'],
    ['Mohan', 'screening'],
    ['Bela', 'hired'],
    ['Kiran', 'applied'],
  ];
  let jobId: string;
  let seeded: string[];
  let applied: { _id: string; reference: string };
  const page = (query: Record<string, string>, job = jobId) => listPage('applicationList', query, { params: { jobId: job } });
  const ids = async (query: Record<string, string>, job = jobId) =>
    idsOf(await allPages('applicationList', query, { params: { jobId: job } }));

  beforeAll(async () => {
    ({ jobId } = await createJob(token, { title }));
    seeded = await seedDocs(COLLECTIONS.applications, SEEDED.length, (i) => ({
      ...withSearchTokens(APPLICATION_FIELDS, {
        jobId,
        jobTitle: title,
        affiliateId: '',
        name: `${SEEDED[i]![0]} ${tag}`,
        email: `${SEEDED[i]![0].toLowerCase()}.${tag}@example.com`,
        phone: '9876500000',
      }),
      appliedAt: Timestamp.fromMillis(Date.now() - (i + 1) * HOUR),
      stage: SEEDED[i]![1],
    }));
    const res = await apply(
      { name: `José Ramírez ${tag}`, email: `jose.${tag}@gmail.com`, phone: '9812345678', jobId, affiliateId: '' },
      pdf,
    );
    expect(res.status).toBe(201);
    applied = res.json;
  });

  it("pages one job's applications newest first with the total, and every job's with 'all'", async () => {
    const pages = await allPages('applicationList', { limit: '2' }, { params: { jobId } });
    expect(pages.map((one) => one.rows.length)).toEqual([2, 2, 2]);
    expect(pages.map((one) => one.total)).toEqual([6, 6, 6]);
    expect(idsOf(pages)).toEqual([applied._id, ...seeded]);
    expect(pages[0]!.rows[0]).toMatchObject({ jobId, jobTitle: title, stage: 'applied', reference: applied.reference, resume: 'cv.pdf' });
    expect(await ids({ limit: '4', q: tag }, 'all')).toEqual([applied._id, ...seeded]);
  });

  it('sorts by name and by date, both ways', async () => {
    const names = async (sort: string) =>
      firstWords(await allPages('applicationList', { limit: '4', sort }, { params: { jobId } }), 'name');
    expect(await names('name')).toEqual(['Anil', 'Bela', 'José', 'Kiran', 'Mohan', 'Zara']);
    expect(await names('-name')).toEqual(['Zara', 'Mohan', 'Kiran', 'José', 'Bela', 'Anil']);
    expect(await ids({ limit: '4', sort: 'appliedAt' })).toEqual([...seeded].reverse().concat(applied._id));
    expect(sortsOf(APPLICATION_FIELDS.paging)).toEqual([
      '-appliedAt',
      'appliedAt',
      '-name',
      'name',
      '-jobTitle',
      'jobTitle',
      '-jobId',
      'jobId',
      '-email',
      'email',
      '-phone',
      'phone',
      '-stage',
      'stage',
    ]);
  });

  it('filters by stage, alone, with the search, the job and a sort', async () => {
    expect(await ids({ limit: '10', stage: 'screening' })).toEqual([seeded[1], seeded[2]]);
    expect(await ids({ limit: '1', stage: 'applied' })).toEqual([applied._id, seeded[0], seeded[4]]);
    expect(await ids({ limit: '10', stage: 'applied', sort: 'name' })).toEqual([applied._id, seeded[4], seeded[0]]);
    expect(await ids({ limit: '10', stage: 'hired', q: tag }, 'all')).toEqual([seeded[3]]);
    expect((await page({ limit: '10', stage: 'offer' })).body).toEqual({ rows: [], total: 0, nextCursor: null });
  });

  it('finds an application as applying stored it: by name in any case and without accents, email, phone and reference', async () => {
    for (const q of ['jose ram', 'JOSÉ RAMÍREZ', `jose.${tag}`, '98123456', applied.reference, applied.reference.toLowerCase()]) {
      expect(idsOf([(await page({ limit: '10', q })).body]), q).toEqual([applied._id]);
    }
    expect((await page({ limit: '10', q: `${tag} nobody` }, 'all')).body.total).toBe(0);
  });

  it('narrows by a range of application dates', async () => {
    const between = new Date(Date.now() - 2.5 * HOUR).toISOString();
    expect(await ids({ limit: '10', from: between })).toEqual([applied._id, seeded[0], seeded[1]]);
    expect(await ids({ limit: '10', to: between })).toEqual(seeded.slice(2));
  });

  it.each([
    [{ limit: '10', stage: 'lost' }, PAGING_MESSAGES.filter('stage', PIPELINE_STAGES)],
    [{ limit: '10', sort: 'reference' }, PAGING_MESSAGES.sort(sortsOf(APPLICATION_FIELDS.paging))],
    [{ limit: '10', sort: 'name', to: '2026-01-01' }, PAGING_MESSAGES.range],
  ])('answers 400 with a clear message for %j', async (query, message) => {
    const { status, body } = await page(query);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('answers 400 for a job id too long to name one, with and without limit', async () => {
    for (const query of [{ limit: '10' }, {}] as Record<string, string>[]) {
      const { status, body } = await page(query, 'j'.repeat(TEXT_MAX_LENGTH + 1));
      expect(status).toBe(400);
      expect(body.message).toBe(PAGING_MESSAGES.pathValue('jobId'));
    }
  });
});

describe('the notifications list, paged', () => {
  const tag = uniqueLetters();
  /** Six notifications a minute apart (newest first): types in turn, the even ones read. */
  const TYPES = ['company', 'college', 'resume', 'contact', 'company', 'contact'] as const;
  let seeded: string[];
  const ids = async (query: Record<string, string>) => idsOf(await allPages('notificationList', { q: tag, ...query }));

  beforeAll(async () => {
    const now = Date.now();
    seeded = await seedDocs(COLLECTIONS.notifications, TYPES.length, (i) => ({
      ...withSearchTokens(NOTIFICATION_FIELDS, { type: TYPES[i], message: `Paging notice ${tag} number ${i}`, read: i % 2 === 0 }),
      createdAt: Timestamp.fromMillis(now - i * 60_000),
    }));
  });

  it('pages newest first with the total, and filters by type, by read status and by both', async () => {
    const pages = await allPages('notificationList', { limit: '4', q: tag });
    expect(pages.map((one) => [one.rows.length, one.total])).toEqual([
      [4, 6],
      [2, 6],
    ]);
    expect(idsOf(pages)).toEqual(seeded);
    expect(Object.keys(pages[0]!.rows[0]!).sort()).toEqual(['_id', 'createdAt', 'message', 'read', 'source', 'sourceId', 'type']);
    expect(await ids({ limit: '10', type: 'company' })).toEqual([seeded[0], seeded[4]]);
    expect(await ids({ limit: '2', status: 'read' })).toEqual([seeded[0], seeded[2], seeded[4]]);
    expect(await ids({ limit: '10', status: 'unread', type: 'contact' })).toEqual([seeded[3], seeded[5]]);
    expect(await ids({ limit: '10', status: 'unread', sort: 'createdAt' })).toEqual([seeded[5], seeded[3], seeded[1]]);
    expect(await ids({ limit: '10', from: new Date(Date.now() - 2.5 * 60_000).toISOString() })).toEqual(seeded.slice(0, 3));
  });

  it("finds a new submission's notification by the words of its message, in any case and without accents", async () => {
    const name = `Zoë Ñúñez ${uniqueLetters()}`;
    const sent = await api(apiPath(ENDPOINTS.contactSubmit), {
      method: 'POST',
      json: { userType: 'student', name, email: `zoe.${uniqueLetters()}@example.com`, message: 'Hello', consent: true },
    });
    expect(sent.status).toBe(201);
    const last = name.split(' ')[2]!;
    await expect
      .poll(async () => (await listPage('notificationList', { limit: '10', q: last })).body.total, { timeout: 10_000, interval: 200 })
      .toBe(1);
    const [found] = (await listPage('notificationList', { limit: '10', q: last })).body.rows;
    expect(found).toMatchObject({ type: 'contact', read: false });
    const rows = (await listPage('notificationList', { limit: '50', q: 'ZOE NUÑ', type: 'contact', status: 'unread' })).body.rows;
    expect(rows.map((row) => row._id)).toContain(found!._id);
  });

  it.each([
    [{ limit: '10', status: 'seen' }, PAGING_MESSAGES.filter('status', ['read', 'unread'])],
    [{ limit: '10', type: 'invoice' }, PAGING_MESSAGES.filter('type', NOTIFICATION_TYPES)],
    [{ limit: '10', sort: 'message' }, PAGING_MESSAGES.sort(['-createdAt', 'createdAt', '-type', 'type', '-read', 'read'])],
  ])('answers 400 with a clear message for %j', async (query, message) => {
    const { status, body } = await listPage('notificationList', query);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});

describe('the job posts list, paged', () => {
  it('pages whole jobs newest first, sorts by title and location, and finds a job by its words or id, also after an edit', async () => {
    const tag = uniqueLetters();
    const alpha = await createJob(token, { title: `${tag} Alpha Engineer`, location: 'Pune' });
    const beta = await createJob(token, { title: `${tag} Beta Designer`, location: 'Mysuru' });
    const gamma = await createJob(token, { title: `${tag} Gamma Analyst`, location: 'Bengaluru' });
    const pages = await allPages('jobAdminList', { limit: '2', q: tag });
    expect(pages.map((one) => [one.rows.length, one.total])).toEqual([
      [2, 3],
      [1, 3],
    ]);
    expect(pages.flatMap((one) => one.rows.map((row) => row.jobId))).toEqual([gamma.jobId, beta.jobId, alpha.jobId]);
    expect(pages[0]!.rows[0]).toMatchObject({ title: gamma.title, location: 'Bengaluru', salary: '4-6 LPA', studentsApplied: 0 });
    const secondWords = async (sort: string) =>
      (await allPages('jobAdminList', { limit: '2', q: tag, sort })).flatMap((one) =>
        one.rows.map((row) => String(row.title).split(' ')[1]),
      );
    // Among at most SUBSTRING_SEARCH_MAX jobs a search keeps the column's sort; beyond, it answers
    // by token in date order, the direction of the sort kept (bounded indexes). Other files' jobs
    // share this stack, so which one applies depends on how many exist now.
    const jobsNow = (await listPage('jobAdminList', { limit: '1' })).body.total as number;
    const sorted = jobsNow <= SUBSTRING_SEARCH_MAX;
    expect(await secondWords('title')).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await secondWords('-location')).toEqual(sorted ? ['Alpha', 'Beta', 'Gamma'] : ['Gamma', 'Beta', 'Alpha']);
    expect(await secondWords('-title')).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(await secondWords('location')).toEqual(sorted ? ['Gamma', 'Beta', 'Alpha'] : ['Alpha', 'Beta', 'Gamma']);
    expect(sortsOf(JOB_POST_FIELDS.paging)).toEqual([
      '-createdAt',
      'createdAt',
      '-title',
      'title',
      '-location',
      'location',
      '-jobId',
      'jobId',
      '-studentsApplied',
      'studentsApplied',
    ]);

    const found = async (q: string) => (await listPage('jobAdminList', { limit: '10', q })).body.rows.map((row) => row.jobId);
    expect(await found(`${tag} gam`)).toEqual([gamma.jobId]);
    expect(await found(alpha.jobId.toLowerCase())).toEqual([alpha.jobId]);
    const edited = await call('jobUpdate', {
      token,
      params: { jobId: beta.jobId },
      json: { title: `${tag} Delta Designer`, location: 'Hubballi' },
    });
    expect(edited.status).toBe(200);
    expect(await found(`${tag} delta`)).toEqual([beta.jobId]);
    expect(await found(`${tag} beta`)).toEqual([]);
    expect((await listPage('jobAdminList', { limit: '10', q: tag, sort: 'salary' })).status).toBe(400);
  });
});

describe('the affiliates list, paged', () => {
  it('pages affiliates with jobsPosted, sorts by full name and company, and finds one as registration stored it', async () => {
    const tag = uniqueLetters();
    const registered = registration({ fullName: `Ravi ${tag}`, companyName: `Anchor ${tag}` });
    const res = await api(apiPath(ENDPOINTS.affiliateRegister), { method: 'POST', json: registered });
    expect(res.status).toBe(201);
    await newAffiliate({ fullName: `Kiran ${tag}`, companyName: `Zenith ${tag}` });
    await newAffiliate({ fullName: `Asha ${tag}`, companyName: `Meridian ${tag}` });

    const pages = await allPages('affiliateList', { limit: '2', q: tag });
    expect(pages.map((one) => [one.rows.length, one.total])).toEqual([
      [2, 3],
      [1, 3],
    ]);
    expect(firstWords(pages, 'fullName')).toEqual(['Asha', 'Kiran', 'Ravi']);
    expect(pages[0]!.rows[0]).toMatchObject({ jobsPosted: 0, designation: 'Talent Partner' });
    const names = async (sort: string) => firstWords(await allPages('affiliateList', { limit: '2', q: tag, sort }), 'fullName');
    expect(await names('fullName')).toEqual(['Asha', 'Kiran', 'Ravi']);
    expect(await names('-companyName')).toEqual(['Kiran', 'Asha', 'Ravi']);

    const byEmail = (await listPage('affiliateList', { limit: '10', q: registered.email.toUpperCase() })).body.rows;
    expect(byEmail.map((row) => row._id)).toEqual([res.json.affiliate.id]);
    expect((await listPage('affiliateList', { limit: '10', q: `anchor ${tag}` })).body.total).toBe(1);
  });
});

describe('a list asked without limit', () => {
  it(`answers the spec's shape, at most the ${ADMIN_UNPAGED_MAX} newest rows, and says how many match when more do`, async () => {
    const notifications = db().collection(COLLECTIONS.notifications);
    // Dated long ago, so the newest rows are the stack's own whatever it holds.
    const seeded = await seedDocs(COLLECTIONS.notifications, ADMIN_UNPAGED_MAX + 1, (i) => ({
      type: 'company',
      message: `Capped notice ${i}`,
      read: true,
      createdAt: Timestamp.fromMillis(Date.UTC(2001, 0, 1) + i),
    }));
    try {
      const res = await call('notificationList', { token });
      expect(res.status).toBe(200);
      const rows = res.json as { createdAt: string }[];
      expect(rows).toHaveLength(ADMIN_UNPAGED_MAX);
      expect(rows.map((row) => row.createdAt)).toEqual(
        rows
          .map((row) => row.createdAt)
          .sort()
          .reverse(),
      );
      const total = (await notifications.count().get()).data().count;
      expect(res.headers.get(TOTAL_COUNT_HEADER)).toBe(String(total));
      // With fewer rows than the cap, the answer is all of them and says nothing more.
      const few = await call('applicationList', { token, params: { jobId: `none-${uniqueLetters()}` } });
      expect(few.json).toEqual([]);
      expect(few.headers.get(TOTAL_COUNT_HEADER)).toBeNull();
    } finally {
      await deleteAll(COLLECTIONS.notifications, seeded);
    }
  });
});
