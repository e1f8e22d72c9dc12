/**
 * The back office's commission list over HTTP against the stack: pages on the paged-list
 * machinery (a cursor walk gives the unpaged answer), filters by state, affiliate and dates, sorts
 * and searches, keeps the totals per state over the other filters, approves by query, exports the
 * payout batch as CSV, and is the admins' only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  COMMISSION_LIST_FIELDS,
  COMMISSION_STATES,
  ENDPOINTS,
  PAGING_MESSAGES,
  apiPath,
  sortsOf,
  type CommissionListPage,
  type CommissionListRow,
} from '@careers/domain';
import { call, createJob } from '../support/admin';
import { newAffiliate, type TestAffiliate } from '../support/affiliates';
import { adminToken, api, recruiterToken, useEmulators } from '../support/stack';
import { CONTENT_TYPES, RESUME_BYTES, applicant, multipartPoster, uniqueLetters } from '../support/submissions';

useEmulators();

const TAG = uniqueLetters();
const postApply = multipartPoster(apiPath(ENDPOINTS.jobApply));
const pdf = { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf };
/** ₹2,00,000 in paise, at the default 10 %: ₹20,000. */
const FEE_PAISE = 20_000_000;
const AMOUNT_PAISE = 2_000_000;

let admin: string;
let recruiter: string;
let a: TestAffiliate;
let b: TestAffiliate;
const hired = new Map<string, { affiliate: string; name: string; fee: boolean }>();

async function codeOf(affiliate: TestAffiliate) {
  const link = await call('affiliateReferralLink', { token: affiliate.token });
  expect(link.status).toBe(200);
  return link.json.code as string;
}

/** An application through the affiliate's link, moved to hired: its commission's id is the application's. */
async function hire(affiliate: TestAffiliate, code: string, jobId: string, fee: boolean) {
  // Its own first word: a search by token narrows by the first two words.
  const person = { ...applicant(), name: `${uniqueLetters()} ${TAG} Candidate` };
  const applied = await postApply({ ...person, jobId, jobTitle: '', affiliateId: '', ref: code }, pdf);
  expect(applied.status).toBe(201);
  const id = applied.json._id as string;
  const moved = await call('applicationStageMove', { token: admin, params: { id }, json: { stage: 'hired', notify: false } });
  expect(moved.status).toBe(200);
  hired.set(id, { affiliate: affiliate.id, name: person.name, fee });
}

const page = async (query: Record<string, string>, token = admin) => {
  const res = await call('commissionList', { token, query });
  expect(res.status, res.text).toBe(200);
  return res.json as CommissionListPage;
};

/** Every row of a query, page by page of `limit`, each page's total checked. */
async function walk(query: Record<string, string>, limit: number): Promise<CommissionListRow[]> {
  const rows: CommissionListRow[] = [];
  let cursor: string | null = null;
  do {
    const next: CommissionListPage = await page({ ...query, limit: String(limit), ...(cursor ? { cursor } : {}) });
    expect(next.rows.length).toBeLessThanOrEqual(limit);
    rows.push(...next.rows);
    cursor = next.nextCursor;
  } while (cursor);
  return rows;
}

beforeAll(async () => {
  [admin, recruiter, a, b] = await Promise.all([adminToken(), recruiterToken(), newAffiliate(), newAffiliate()]);
  const [codeA, codeB] = await Promise.all([codeOf(a), codeOf(b)]);
  const [feeJob, plainJob] = await Promise.all([
    createJob(admin, { title: `${TAG} Payout Analyst` }),
    createJob(admin, { title: `${TAG} Operations Lead` }),
  ]);
  const fee = await call('jobPlacementFee', {
    token: admin,
    params: { kind: 'jobPosts', jobId: feeJob.jobId },
    json: { placementFee: FEE_PAISE / 100 },
  });
  expect(fee.status).toBe(200);
  for (const [affiliate, code, job, withFee] of [
    [a, codeA, feeJob, true],
    [a, codeA, feeJob, true],
    [a, codeA, feeJob, true],
    [a, codeA, plainJob, false],
    [a, codeA, plainJob, false],
    [b, codeB, feeJob, true],
    [b, codeB, plainJob, false],
  ] as const)
    await hire(affiliate, code, job.jobId, withFee);
});

describe('GET /api/admin/commissions, paged', () => {
  it("walks one affiliate's entries with a cursor into exactly the unpaged answer, each with its affiliate's name", async () => {
    const unpaged = await page({ affiliateId: a.id });
    expect(unpaged.rows).toHaveLength(5);
    expect(unpaged.total).toBe(5);
    expect(unpaged.nextCursor).toBeNull();
    const walked = await walk({ affiliateId: a.id }, 2);
    expect(walked.map((row) => row._id)).toEqual(unpaged.rows.map((row) => row._id));
    expect(walked.map((row) => row.createdAt)).toEqual([...walked.map((row) => row.createdAt)].sort().reverse());
    const first = await page({ affiliateId: a.id, limit: '2' });
    expect(first).toMatchObject({ total: 5, nextCursor: expect.any(String) });
    for (const row of walked) {
      expect(hired.get(row._id)?.affiliate).toBe(a.id);
      expect(row).toMatchObject({ affiliateName: a.body.fullName, candidateName: hired.get(row._id)!.name, state: 'pending', rate: 10 });
      expect(row.jobTitle).toMatch(new RegExp(`^${TAG} `));
    }
  });

  it('totals per state over the affiliate and dates whatever the state filter, and filters by state and dates', async () => {
    const withFee = [...hired].find(([, entry]) => entry.affiliate === a.id && entry.fee)![0];
    expect((await call('commissionUpdate', { token: admin, params: { id: withFee }, json: { state: 'approved' } })).status).toBe(200);
    const approved = await page({ affiliateId: a.id, state: 'approved', limit: '10' });
    expect(approved.rows.map((row) => row._id)).toEqual([withFee]);
    expect(approved.total).toBe(1);
    expect(approved.totals.approved).toEqual({ count: 1, amount: AMOUNT_PAISE });
    expect(approved.totals.pending).toEqual({ count: 4, amount: 2 * AMOUNT_PAISE });
    expect(approved.totals.paid).toEqual({ count: 0, amount: 0 });

    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await page({ affiliateId: a.id, from: hourAgo, limit: '10' })).total).toBe(5);
    const later = await page({ affiliateId: a.id, from: tomorrow, limit: '10' });
    expect(later.total).toBe(0);
    for (const state of COMMISSION_STATES) expect(later.totals[state]).toEqual({ count: 0, amount: 0 });
    expect((await page({ affiliateId: a.id, to: hourAgo, limit: '10' })).total).toBe(0);
  });

  it('sorts by amount and finds an entry by its candidate', async () => {
    const byAmount = await page({ affiliateId: a.id, sort: '-amount', limit: '10' });
    expect(byAmount.rows.map((row) => row.amount)).toEqual([AMOUNT_PAISE, AMOUNT_PAISE, AMOUNT_PAISE, null, null]);
    const [id, { name }] = [...hired].find(([, entry]) => entry.affiliate === b.id)!;
    const found = await page({ q: name, limit: '10' });
    expect(found.rows.map((row) => row._id)).toEqual([id]);
  });

  it('answers 400 with its message to what is not a page of it', async () => {
    const refused = async (query: Record<string, string>, message: string) => {
      const res = await call('commissionList', { token: admin, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.json.message).toBe(message);
    };
    await refused({ limit: '0' }, PAGING_MESSAGES.limit);
    await refused({ limit: '2', sort: '-payoutRef' }, PAGING_MESSAGES.sort(sortsOf(COMMISSION_LIST_FIELDS.paging)));
    await refused({ limit: '2', cursor: 'not-ours' }, PAGING_MESSAGES.cursor);
    await refused({ state: 'owed' }, PAGING_MESSAGES.filter('state', COMMISSION_STATES));
    await refused({ limit: '2', sort: 'amount', from: '2026-01-01' }, PAGING_MESSAGES.range);
    await refused({ affiliateId: 'x'.repeat(201) }, PAGING_MESSAGES.text('affiliateId'));
  });
});

describe('commissions by query', () => {
  it('approves the pending entries whose fee is known and leaves the others pending', async () => {
    const bulk = await call('adminListBulk', {
      token: admin,
      params: { list: 'commissions' },
      json: { action: 'approve', query: { affiliateId: b.id } },
    });
    expect(bulk.status, bulk.text).toBe(200);
    expect(bulk.json).toEqual({ processed: 2, nextCursor: null });
    const after = await page({ affiliateId: b.id });
    const states = after.rows.map((row) => [hired.get(row._id)!.fee, row.state, row.amount]);
    expect(states.sort()).toEqual([
      [false, 'pending', null],
      [true, 'approved', AMOUNT_PAISE],
    ]);
    expect(after.totals.approved).toEqual({ count: 1, amount: AMOUNT_PAISE });
  });

  it('exports the filtered rows as a payout batch in CSV, money in rupees as the screen shows it', async () => {
    const res = await api(apiPath(ENDPOINTS.adminListExport, { list: 'commissions' }, { affiliateId: a.id, state: 'approved' }), {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const [header, ...lines] = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('Affiliate,Candidate,Job,Fee,Rate,Amount,State,Created,Paid On,Payout Ref,Affiliate Id');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${a.body.fullName},`);
    expect(lines[0]).toContain('"₹2,00,000",10%,"₹20,000",Approved');
    expect(lines[0]).toMatch(new RegExp(`,${a.id}$`));
  });
});

describe('who sees the list', () => {
  it('answers 403 to recruiters and affiliates on the list, its bulk, its export and the rates', async () => {
    for (const token of [recruiter, a.token]) {
      const list = await call('commissionList', { token, query: { limit: '5' } });
      expect(list.status).toBe(403);
      expect(list.json.message).toBe(API_MESSAGES.forbidden);
      const bulk = await call('adminListBulk', { token, params: { list: 'commissions' }, json: { action: 'approve', query: {} } });
      expect(bulk.status).toBe(403);
      expect((await api(apiPath(ENDPOINTS.adminListExport, { list: 'commissions' }), { token })).status).toBe(403);
      expect((await call('affiliateCommissionRateOf', { token, params: { id: a.id } })).status).toBe(403);
    }
    expect((await call('commissionList', { query: { limit: '5' } })).status).toBe(401);
  });

  it("answers an affiliate's rate to an admin, 10 % until one is set, and 404 for no affiliate", async () => {
    expect((await call('affiliateCommissionRateOf', { token: admin, params: { id: b.id } })).json).toEqual({ affiliateId: b.id, rate: 10 });
    expect((await call('affiliateCommissionRate', { token: admin, params: { id: b.id }, json: { rate: 7.25 } })).status).toBe(200);
    expect((await call('affiliateCommissionRateOf', { token: admin, params: { id: b.id } })).json).toEqual({
      affiliateId: b.id,
      rate: 7.25,
    });
    expect((await call('affiliateCommissionRateOf', { token: admin, params: { id: 'nobody' } })).status).toBe(404);
  });
});
