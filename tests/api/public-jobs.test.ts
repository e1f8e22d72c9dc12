/**
 * The public job lists at scale: pages with cursors and the total, by a word of the title
 * and by location, fixed jobs then affiliate jobs in the openings list; and the location
 * suggestions, read from one document kept in step with every post, edit and delete of a job.
 */
import { describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  JOBS_PAGE_SIZE,
  PAGING_MESSAGES,
  PUBLIC_JOB_MESSAGES,
  PUBLIC_JOBS_UNPAGED_MAX,
  TOTAL_COUNT_HEADER,
  apiPath,
  jobLifecycleFields,
  type AdminPage,
  type EndpointName,
  type PublicJobRow,
} from '@careers/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { jobLocationsRef } from '../../functions/src/jobs/locationCounts';
import { DEMO_AFFILIATE_JOBS } from '../../scripts/stack/demoData';
import { call, createJob, seedDocs } from '../support/admin';
import { approveAffiliateJobs, newAffiliate, type TestAffiliate } from '../support/affiliates';
import { uniqueLetters } from '../support/submissions';
import { adminToken, api, useEmulators } from '../support/stack';

useEmulators();

type Page = AdminPage<PublicJobRow> & { message?: string };

async function pageOf(endpoint: EndpointName, query: Record<string, string>) {
  const res = await api(apiPath(ENDPOINTS[endpoint], {}, query));
  return { status: res.status, body: res.json as Page, cacheControl: res.headers.get('cache-control') };
}

/** Every page of a query, following nextCursor; `between` runs after each page. */
async function allPages(endpoint: EndpointName, query: Record<string, string>, between?: () => Promise<unknown>) {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const { status, body } = await pageOf(endpoint, { ...query, ...(cursor ? { cursor } : {}) });
    expect(status).toBe(200);
    pages.push(body);
    cursor = body.nextCursor;
    await between?.();
  } while (cursor);
  return pages;
}

const idsOf = (pages: Page[]) => pages.flatMap((page) => page.rows.map((row) => row._id));

async function postAffiliateJob(affiliate: TestAffiliate, fields: { jobTitle: string; location: string }) {
  const res = await api(apiPath(ENDPOINTS.affiliateJobCreate), {
    method: 'POST',
    token: affiliate.token,
    json: { affiliateId: affiliate.id, skillset: 'Sales', experience: 'Fresher', domain: 'Sales', salary: '3 LPA', ...fields },
  });
  expect(res.status).toBe(201);
  await approveAffiliateJobs(res.json._id as string);
  return res.json._id as string;
}

/** A town no demo job is in, unique to the test (letters only, so its key is itself in lower case). */
const newTown = () => `Qzv ${uniqueLetters()}`;

describe('the public job list in pages (GET /api/cards/openings)', () => {
  it('answers fixed jobs then affiliate jobs, each newest first, in pages without duplicates or gaps while jobs are posted, with the total', async () => {
    const token = await adminToken();
    const affiliate = await newAffiliate();
    const town = newTown();
    const fixed: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) fixed.push((await createJob(token, { title: `Welder ${n}`, location: town })).jobId);
    const affiliateJobs = [await postAffiliateJob(affiliate, { jobTitle: 'Fitter 1', location: town })];
    affiliateJobs.push(await postAffiliateJob(affiliate, { jobTitle: 'Fitter 2', location: town }));

    let posted = 0;
    const pages = await allPages('jobOpenings', { limit: '3', location: town }, async () => {
      // A job posted while the visitor reads page 1 is newer than every row: no page repeats or skips one.
      if (posted++ === 0) await createJob(token, { title: 'Welder Late', location: town });
    });
    expect(pages.map((page) => page.rows.length)).toEqual([3, 3, 1]);
    expect(pages.map((page) => page.total)).toEqual([7, 8, 8]);
    expect(idsOf(pages)).toEqual([...[...fixed].reverse(), ...[...affiliateJobs].reverse()]);
    // The page that reaches the end of the fixed jobs is filled from the affiliate jobs.
    expect(pages[1]!.rows.map((row) => row.kind)).toEqual(['fixed', 'fixed', 'affiliate']);
    expect(pages[0]!.rows[0]).toMatchObject({ kind: 'fixed', title: 'Welder 5', location: town, jobId: fixed[4] });
    expect(pages[0]!.rows[0]).not.toHaveProperty('jobDescription');
    expect(pages[2]!.rows[0]).toMatchObject({ kind: 'affiliate', jobTitle: 'Fitter 1', affiliateId: expect.any(String) });
    expect((pages[2]!.rows[0] as { affiliateId?: string }).affiliateId).not.toBe(affiliate.id);
  });

  it('starts the affiliate jobs on the next page when the fixed jobs fill a page exactly, and has no empty last page', async () => {
    const token = await adminToken();
    const town = newTown();
    for (const n of [1, 2]) await createJob(token, { title: `Turner ${n}`, location: town });
    const onlyFixed = await allPages('jobOpenings', { limit: '2', location: town });
    expect(onlyFixed.map((page) => page.rows.length)).toEqual([2]);
    await postAffiliateJob(await newAffiliate(), { jobTitle: 'Turner Helper', location: town });
    const pages = await allPages('jobOpenings', { limit: '2', location: town });
    expect(pages.map((page) => page.rows.map((row) => row.kind))).toEqual([['fixed', 'fixed'], ['affiliate']]);
  });

  it('finds jobs by the start of a word of the title, in any case and without accents, and by the whole location, in any case', async () => {
    const token = await adminToken();
    const town = newTown();
    const tag = uniqueLetters();
    const electrician = (await createJob(token, { title: `Électricien ${tag}`, location: town })).jobId;
    const plumber = (await createJob(token, { title: `Plumber ${tag}`, location: 'Pune' })).jobId;
    const found = async (query: Record<string, string>) => idsOf(await allPages('jobOpenings', { limit: '12', ...query }));

    expect(await found({ q: 'ELEC' })).toContain(electrician);
    expect(await found({ q: `électricien ${tag.slice(0, 3)}` })).toEqual([electrician]);
    expect(await found({ q: tag })).toEqual([plumber, electrician]);
    expect(await found({ q: tag.slice(2) })).toEqual([]); // the middle of a word does not match
    expect(await found({ location: town.toUpperCase() })).toEqual([electrician]);
    expect(await found({ location: town.slice(0, 5) })).toEqual([]); // a location is matched whole
    expect(await found({ q: tag, location: 'pune' })).toEqual([plumber]);
    const { body } = await pageOf('jobOpenings', { q: tag, location: town });
    expect(body).toEqual({ rows: [expect.objectContaining({ _id: electrician })], total: 1, nextCursor: null });
  });

  it(`answers ${JOBS_PAGE_SIZE} rows by default, cacheable by the CDN`, async () => {
    const { status, body, cacheControl } = await pageOf('jobOpenings', {});
    expect(status).toBe(200);
    expect(body.rows).toHaveLength(JOBS_PAGE_SIZE);
    expect(body.total).toBeGreaterThan(JOBS_PAGE_SIZE);
    expect(cacheControl).toBe('public, max-age=60, s-maxage=300');
  });
});

describe('the spec list paths given limit (GET /api/cards/cards, /api/affiliatejob)', () => {
  it('answers pages of one kind of job, newest first, with the total and the fields of the spec answer', async () => {
    const token = await adminToken();
    const affiliate = await newAffiliate();
    const town = newTown();
    const fixed = [(await createJob(token, { title: 'Mason 1', location: town })).jobId];
    fixed.push((await createJob(token, { title: 'Mason 2', location: town })).jobId);
    fixed.push((await createJob(token, { title: 'Mason 3', location: town })).jobId);
    const affiliateJob = await postAffiliateJob(affiliate, { jobTitle: 'Mason Helper', location: town });

    const pages = await allPages('jobsList', { limit: '2', location: town });
    expect(pages.map((page) => page.total)).toEqual([3, 3]);
    expect(idsOf(pages)).toEqual([...fixed].reverse());
    const spec = (await api(apiPath(ENDPOINTS.jobsList))).json as Record<string, unknown>[];
    expect(pages[0]!.rows[0]).toEqual(spec.find((job) => job._id === fixed[2]));

    const affiliatePages = await allPages('affiliateJobsPublic', { limit: '5', q: 'mason' });
    expect(idsOf(affiliatePages)).toEqual([affiliateJob]);
    expect(affiliatePages[0]!.rows[0]).not.toHaveProperty('kind');
  });

  it(`answers the spec's array without limit: the newest ${PUBLIC_JOBS_UNPAGED_MAX}, and how many match when more do`, async () => {
    const before = (await api(apiPath(ENDPOINTS.affiliateJobsPublic))).json as unknown[];
    expect(before.length).toBeLessThan(PUBLIC_JOBS_UNPAGED_MAX);
    const ids = await seedDocs(COLLECTIONS.affiliateJobs, PUBLIC_JOBS_UNPAGED_MAX, (i) => ({
      ...DEMO_AFFILIATE_JOBS[0],
      ...jobLifecycleFields({ status: 'open', review: 'approved' }, 'affiliate'),
      affiliateId: 'cap-test',
      jobId: `CAP${i}`,
      createdAt: Timestamp.now(),
    }));
    try {
      const res = await api(apiPath(ENDPOINTS.affiliateJobsPublic));
      expect(res.json).toHaveLength(PUBLIC_JOBS_UNPAGED_MAX);
      expect(res.headers.get(TOTAL_COUNT_HEADER)).toBe(String(before.length + PUBLIC_JOBS_UNPAGED_MAX));
      expect((await api(apiPath(ENDPOINTS.jobsList))).headers.get(TOTAL_COUNT_HEADER)).toBeNull();
    } finally {
      const batch = db().batch();
      for (const id of ids) batch.delete(db().collection(COLLECTIONS.affiliateJobs).doc(id));
      await batch.commit();
    }
  });

  it.each([
    ['jobOpenings', { limit: '0' }, PAGING_MESSAGES.limit],
    ['jobOpenings', { limit: '101' }, PAGING_MESSAGES.limit],
    ['jobOpenings', { limit: '5', cursor: 'not-a-cursor' }, PAGING_MESSAGES.cursor],
    ['jobOpenings', { location: 'x'.repeat(101) }, PUBLIC_JOB_MESSAGES.location],
    ['jobsList', { limit: 'ten' }, PAGING_MESSAGES.limit],
    ['jobsList', { limit: '5', cursor: 'bm9wZQ' }, PAGING_MESSAGES.cursor],
    ['affiliateJobsPublic', { limit: '5', q: 'x'.repeat(101) }, PAGING_MESSAGES.q],
  ] as const)('%s answers 400 with a clear message for %j', async (endpoint, query, message) => {
    const { status, body } = await pageOf(endpoint, query);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('refuses a parameter it does not know', async () => {
    const { status } = await pageOf('jobsList', { limit: '5', sort: 'title' });
    expect(status).toBe(400);
  });

  it('filters by department (an affiliate job by its domain), experience band and job type, with a title word, and refuses an unknown option', async () => {
    const [sales, developers, affiliateSales, unknown] = await Promise.all([
      pageOf('jobsList', { department: 'sales', jobType: 'contract', limit: '100' }),
      pageOf('jobsList', { q: 'develop', experience: 'fresher', limit: '100' }),
      pageOf('affiliateJobsPublic', { department: 'sales', limit: '100' }),
      pageOf('jobOpenings', { department: 'astronauts' }),
    ]);
    const titles = (page: Page) => page.rows.map((row) => ('title' in row ? row.title : (row as { jobTitle: string }).jobTitle));
    // The demo data: Business Development Intern (Sales, Contract), Frontend/Backend Developer, Field Sales Executive (domain Sales).
    expect(sales.body.rows.length).toBeGreaterThan(0);
    expect(sales.body.total).toBe(sales.body.rows.length);
    for (const row of sales.body.rows) expect(row).toMatchObject({ department: 'Sales', employmentType: 'Contract' });
    expect(developers.body.rows.length).toBeGreaterThan(0);
    for (const title of titles(developers.body)) expect(title).toMatch(/\bdevelop/i);
    for (const row of developers.body.rows) expect((row as { experience: string }).experience).toMatch(/fresher|^0/i);
    expect(titles(affiliateSales.body)).toContain('Field Sales Executive');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(PUBLIC_JOB_MESSAGES.department);
  });
});

describe('location suggestions from one document (GET /api/cards/locations)', () => {
  const suggest = async (query: string) => (await api(apiPath(ENDPOINTS.jobLocations, {}, { query }))).json as string[];
  const countsOf = async (key: string) => ((await jobLocationsRef().get()).get('locations') as Record<string, unknown>)[key];

  it('counts a location on post, moves it on edit and drops it with its last job, fixed or affiliate', async () => {
    const token = await adminToken();
    const town = newTown();
    const key = town.toLowerCase();
    const first = (await createJob(token, { title: 'Driver', location: town })).jobId;
    expect(await suggest(town.slice(0, 6).toLowerCase())).toContain(town);
    expect(await countsOf(key)).toEqual({ name: town, jobs: 1 });

    // The same place spelt in capitals is the same location, suggested once.
    const second = (await createJob(token, { title: 'Driver', location: town.toUpperCase() })).jobId;
    expect(await countsOf(key)).toEqual({ name: town, jobs: 2 });
    expect(await suggest(town)).toEqual([town]);

    // Edited to another place: one job leaves the count, the new place appears.
    const moved = `${town} Nagar`;
    const edit = await call('jobUpdate', { token, params: { jobId: second }, json: { title: 'Driver', location: moved } });
    expect(edit.status).toBe(200);
    expect(await countsOf(key)).toEqual({ name: town, jobs: 1 });
    expect(await suggest(town)).toEqual([town, moved]);

    const removed = await call('jobDelete', { token, json: { jobId: [first] } });
    expect(removed.json.deleted).toBe(1);
    expect(await countsOf(key)).toBeUndefined();
    expect(await suggest(town)).toEqual([moved]);

    // Affiliate jobs count too, and go with their affiliate.
    const affiliate = await newAffiliate();
    await postAffiliateJob(affiliate, { jobTitle: 'Courier', location: town });
    expect(await suggest(town)).toEqual([town, moved]);
    const gone = await call('affiliateDelete', { token, json: { affiliateIds: [affiliate.id] } });
    expect(gone.status).toBe(200);
    expect(await suggest(town)).toEqual([moved]);
    await call('jobDelete', { token, json: { jobId: [second] } });
    expect(await suggest(town)).toEqual([]);
  });

  it('matches the start of a location whatever its case and accents, and answers the spelling first posted', async () => {
    const token = await adminToken();
    const tag = uniqueLetters();
    const town = `Ōzv${tag}`;
    const job = (await createJob(token, { title: 'Cook', location: town })).jobId;
    expect(await suggest(`OZV${tag.slice(0, 4).toUpperCase()}`)).toEqual([town]);
    expect(await suggest(`ōzv${tag.slice(0, 4)}`)).toEqual([town]);
    expect(await suggest(tag.slice(0, 4))).toEqual([]);
    await call('jobDelete', { token, json: { jobId: [job] } });
  });
});
