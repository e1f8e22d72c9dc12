/**
 * Numbered pages of the public job list read directly (?page=): any page, in either order, with a
 * search or a filter, is the page reached by walking the pages before it (ties on the posting time
 * included: within one source broken by id, across the sources a fixed job first within one
 * millisecond), on the merged path and as the two shares the openings page reads; and it costs its
 * own rows and the counts that find its start (X-Firestore-Reads), not the rows before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  ENDPOINTS,
  FIRESTORE_READS_HEADER,
  JOB_LIST_PAGE_MAX,
  JOBS_PAGE_SIZE,
  PUBLIC_JOB_MESSAGES,
  apiPath,
  jobLifecycleFields,
  jobSearchFields,
  type AdminPage,
  type EndpointName,
  type JobListSort,
  type PublicJobRow,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { DEMO_AFFILIATE_JOBS, demoJobs } from '../../scripts/stack/demoData';
import { seedDocs } from '../support/admin';
import { uniqueLetters } from '../support/submissions';
import { api, useEmulators } from '../support/stack';

useEmulators();

type Row = PublicJobRow & { message?: string };
type Page = AdminPage<Row> & { message?: string };

const FIXED = 150;
const AFFILIATE = 90;
/** What any page costs at most, whatever its number: its rows, both totals and the counts of the search for its start. */
const PAGE_READS_MAX = 100;

const town = `Qzp ${uniqueLetters()}`;
const MINUTE = 60_000;
const base = Date.now() - 24 * 60 * MINUTE;
/**
 * Posting times with ties: fixed jobs in threes at one instant (broken by id), every fifth affiliate
 * job at the instant of a fixed one, every seventh 0.3 ms after one (shown in the same
 * millisecond: the fixed job comes first), uneven gaps, and the last few a year older (the search
 * reaches back).
 */
const YEAR = 365 * 24 * 60 * MINUTE;
/** Uneven gaps (up to 50 s more than the step), so that the search's guesses fall between rows. */
const jitter = (n: number) => (n * 7919) % 50_000;
const fixedTime = (i: number) =>
  Timestamp.fromMillis(base - Math.floor(i / 3) * 7 * MINUTE - jitter(Math.floor(i / 3)) - (i >= FIXED - 6 ? YEAR : 0));
function affiliateTime(i: number): Timestamp {
  const fixed = fixedTime(i * 2);
  if (i % 5 === 0) return fixed;
  if (i % 7 === 0) return new Timestamp(fixed.seconds, fixed.nanoseconds + 300_000);
  return Timestamp.fromMillis(base - i * 11 * MINUTE - 3 * MINUTE - jitter(i + 3) - (i >= AFFILIATE - 4 ? YEAR + YEAR / 10 : 0));
}
const fixedTitle = (i: number) => (i % 3 === 1 ? `Welder ${i}` : `Fitter ${i}`);
const affiliateTitle = (i: number) => (i % 4 === 1 ? `Welder Helper ${i}` : `Rigger ${i}`);
const seeded: { collection: string; ids: string[] }[] = [];

beforeAll(async () => {
  const job = demoJobs(1)[0]!;
  const fixed = await seedDocs(COLLECTIONS.jobs, FIXED, (i) => {
    const department = i % 2 === 0 ? 'Sales' : 'Operations';
    return {
      ...job,
      ...jobSearchFields(fixedTitle(i), town, { department, experience: job.experience, employmentType: job.employmentType }),
      ...jobLifecycleFields({ status: 'open' }, 'fixed'),
      jobId: `PG${i}`,
      title: fixedTitle(i),
      department,
      location: town,
      createdAt: fixedTime(i),
    };
  });
  const affiliate = await seedDocs(COLLECTIONS.affiliateJobs, AFFILIATE, (i) => {
    const domain = i % 3 === 0 ? 'Sales' : 'IT';
    return {
      ...DEMO_AFFILIATE_JOBS[0],
      ...jobSearchFields(affiliateTitle(i), town, { domain, experience: DEMO_AFFILIATE_JOBS[0]!.experience }),
      ...jobLifecycleFields({ status: 'open', review: 'approved' }, 'affiliate'),
      affiliateId: 'pages-test',
      jobId: `PGA${i}`,
      jobTitle: affiliateTitle(i),
      domain,
      location: town,
      createdAt: affiliateTime(i),
    };
  });
  seeded.push({ collection: COLLECTIONS.jobs, ids: fixed }, { collection: COLLECTIONS.affiliateJobs, ids: affiliate });
}, 120_000);

afterAll(async () => {
  for (const { collection, ids } of seeded) {
    const batch = db().batch();
    for (const id of ids) batch.delete(db().collection(collection).doc(id));
    await batch.commit();
  }
});

async function get(endpoint: EndpointName, query: Record<string, string>) {
  const answer = await api(apiPath(ENDPOINTS[endpoint], {}, query));
  return { status: answer.status, body: answer.json as Page, reads: Number(answer.headers.get(FIRESTORE_READS_HEADER)) };
}

/** Every row of a path's query, following nextCursor from page 1; and what the walk cost. */
async function walk(endpoint: EndpointName, query: Record<string, string>, limit: number) {
  const rows: Row[] = [];
  let reads = 0;
  let cursor: string | null = null;
  do {
    const { status, body, reads: cost } = await get(endpoint, { ...query, limit: String(limit), ...(cursor ? { cursor } : {}) });
    expect(status).toBe(200);
    rows.push(...body.rows);
    reads += cost;
    cursor = body.nextCursor;
  } while (cursor);
  return { rows, reads };
}

const ids = (rows: readonly { _id: string }[]) => rows.map((row) => row._id);
const ms = (row: Row) => Date.parse(row.createdAt ?? '');

/** The whole list in an order, from walking each source: featured (fixed, then affiliate) or newest (a fixed job first within one millisecond). */
async function walkedList(query: Record<string, string>, sort: JobListSort) {
  const kinded = async (endpoint: 'jobsList' | 'affiliateJobsPublic', kind: 'fixed' | 'affiliate') => ({
    rows: (await walk(endpoint, query, 50)).rows.map((row) => ({ ...row, kind }) as Row),
  });
  const [fixed, affiliate] = await Promise.all([kinded('jobsList', 'fixed'), kinded('affiliateJobsPublic', 'affiliate')]);
  if (sort === 'default') return { fixed: fixed.rows, affiliate: affiliate.rows, list: [...fixed.rows, ...affiliate.rows] };
  const list: Row[] = [];
  const [f, a] = [[...fixed.rows], [...affiliate.rows]];
  while (f.length || a.length) list.push(!a.length || (f.length && ms(f[0]!) >= ms(a[0]!)) ? f.shift()! : a.shift()!);
  return { fixed: fixed.rows, affiliate: affiliate.rows, list };
}

const pagesOf = (rows: number, limit: number) => Math.max(1, Math.ceil(rows / limit));

describe('a numbered page read directly (?page=)', () => {
  it('the seeded list has ties within and across the sources, and more rows than a page reads', async () => {
    const { list } = await walkedList({ location: town }, 'newest');
    expect(list).toHaveLength(FIXED + AFFILIATE);
    const sameMs = list.filter((row, i) => i > 0 && ms(row) === ms(list[i - 1]!) && row.kind !== list[i - 1]!.kind);
    expect(sameMs.length).toBeGreaterThan(5);
  });

  it.each([
    ['default', { location: town }, JOBS_PAGE_SIZE],
    ['newest', { location: town }, JOBS_PAGE_SIZE],
    ['newest', { location: town }, 5],
    ['default', { location: town, q: 'welder' }, 5],
    ['newest', { location: town, q: 'welder' }, 5],
    ['newest', { location: town, department: 'sales' }, 7],
  ] as const)(
    '%s order, %j, %i a page: every page equals the walk, on the merged path and as the two shares',
    async (sort, query, limit) => {
      const { fixed, affiliate, list } = await walkedList(query, sort);
      expect(list.length).toBeGreaterThan(3 * limit);
      if (sort === 'default') expect(ids((await walk('jobOpenings', query, limit)).rows)).toEqual(ids(list));
      const pages = pagesOf(list.length, limit);
      for (let page = 1; page <= pages + 1; page++) {
        const asked = { ...query, limit: String(limit), page: String(page) };
        const expected = ids(list.slice((page - 1) * limit, page * limit));
        const merged = await get('jobOpenings', { ...asked, sort });
        expect(merged.status).toBe(200);
        expect({ page, rows: ids(merged.body.rows), total: merged.body.total, nextCursor: merged.body.nextCursor }).toEqual({
          page,
          rows: expected,
          total: list.length,
          nextCursor: null,
        });
        const [fixedShare, affiliateShare] = await Promise.all([
          get('jobsList', { ...asked, sort }),
          get('affiliateJobsPublic', { ...asked, sort }),
        ]);
        expect([fixedShare.body.total, affiliateShare.body.total]).toEqual([fixed.length, affiliate.length]);
        const byId = new Set(expected);
        expect(ids(fixedShare.body.rows)).toEqual(expected.filter((id) => fixed.some((row) => row._id === id)));
        expect(ids(affiliateShare.body.rows)).toEqual(expected.filter((id) => affiliate.some((row) => row._id === id)));
        expect(fixedShare.body.rows.length + affiliateShare.body.rows.length).toBe(byId.size);
      }
    },
    300_000,
  );

  it("answers a source's own page by number without sort (the other source failing), as its walk", async () => {
    const { fixed } = await walkedList({ location: town }, 'default');
    for (const page of [1, 2, 9, pagesOf(fixed.length, JOBS_PAGE_SIZE)]) {
      const { body } = await get('jobsList', { location: town, limit: String(JOBS_PAGE_SIZE), page: String(page) });
      expect(ids(body.rows)).toEqual(ids(fixed.slice((page - 1) * JOBS_PAGE_SIZE, page * JOBS_PAGE_SIZE)));
      expect(body.total).toBe(fixed.length);
    }
  });

  it(`reads its rows and the counts that find its start, at most ${PAGE_READS_MAX}, where the walk to it read every row before it`, async () => {
    const query = { location: town };
    const walked = await walk('jobOpenings', query, JOBS_PAGE_SIZE);
    const last = String(pagesOf(walked.rows.length, JOBS_PAGE_SIZE));
    expect(walked.reads).toBeGreaterThan(walked.rows.length);
    for (const sort of ['default', 'newest']) {
      for (const endpoint of ['jobOpenings', 'jobsList', 'affiliateJobsPublic'] as const) {
        const { reads } = await get(endpoint, { ...query, limit: String(JOBS_PAGE_SIZE), page: last, sort });
        expect({ sort, endpoint, reads: reads <= PAGE_READS_MAX && reads < walked.reads / 2 }).toEqual({ sort, endpoint, reads: true });
        expect(reads).toBeGreaterThan(0);
      }
    }
    // The first page reads no more than its rows and the two counts.
    const first = await get('jobOpenings', { ...query, limit: String(JOBS_PAGE_SIZE), page: '1', sort: 'default' });
    expect(first.reads).toBeLessThanOrEqual(JOBS_PAGE_SIZE + 2);
  });

  it.each([
    [{ page: '0' }, PUBLIC_JOB_MESSAGES.page],
    [{ page: 'two' }, PUBLIC_JOB_MESSAGES.page],
    [{ page: '1.5' }, PUBLIC_JOB_MESSAGES.page],
    [{ page: String(JOB_LIST_PAGE_MAX + 1) }, PUBLIC_JOB_MESSAGES.page],
    [{ page: '2', sort: 'oldest' }, PUBLIC_JOB_MESSAGES.sort],
    [{ sort: 'newest' }, PUBLIC_JOB_MESSAGES.sortWithoutPage],
    [{ page: '2', cursor: 'abc' }, PUBLIC_JOB_MESSAGES.pageWithCursor],
  ])('answers 400 with a clear message for %j', async (query, message) => {
    for (const endpoint of ['jobOpenings', 'jobsList', 'affiliateJobsPublic'] as const) {
      const { status, body } = await get(endpoint, query);
      expect({ endpoint, status, message: body.message }).toEqual({ endpoint, status: 400, message });
    }
  });
});
