import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, ENDPOINTS, LOCATION_SUGGEST_LIMIT, apiPath } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { auth, db } from '../../functions/src/firebase';
import { DEMO_AFFILIATE_JOBS, demoJobs } from '../../scripts/stack/demoData';
import { call, createJob } from '../support/admin';
import { approveAffiliateJobs, newAffiliate } from '../support/affiliates';
import { DEMO_AFFILIATE, adminToken, api, useEmulators } from '../support/stack';

useEmulators();

const CACHE_CONTROL = 'public, max-age=60, s-maxage=300';
const JOB_KEYS = [
  '_id',
  'jobId',
  'title',
  'location',
  'salary',
  'experience',
  'jobDescription',
  'department',
  'jobRole',
  'roleCategory',
  'employmentType',
  'education',
  'englishLevel',
  'gender',
  // The job's lifecycle: open (the public lists hold no other) and its closing day or null.
  'status',
  'closingDate',
  'createdAt',
].sort();
// The list carries what a job card shows; the details carry every field.
const JOB_CARD_KEYS = [
  '_id',
  'employmentType',
  'jobId',
  'title',
  'location',
  'salary',
  'experience',
  'department',
  'jobRole',
  'roleCategory',
  'createdAt',
].sort();
const AFFILIATE_JOB_KEYS = [
  '_id',
  'affiliateId',
  'jobId',
  'jobTitle',
  'skillset',
  'experience',
  'location',
  'domain',
  'salary',
  'status',
  'closingDate',
  'createdAt',
].sort();
const isIso = (value: unknown) => typeof value === 'string' && new Date(value).toISOString() === value;

describe('GET /api/cards/cards (fixed jobs)', () => {
  it("lists every job with _id, its card's fields and createdAt, newest first, cacheable", async () => {
    const res = await api(apiPath(ENDPOINTS.jobsList));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL);
    const jobs = res.json as Record<string, unknown>[];
    expect(jobs.length).toBeGreaterThanOrEqual(demoJobs().length);
    for (const job of jobs) {
      expect(Object.keys(job).sort()).toEqual(JOB_CARD_KEYS);
      expect(isIso(job.createdAt)).toBe(true);
    }
    const times = jobs.map((job) => Date.parse(job.createdAt as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const seeded = demoJobs();
    const positions = seeded.map((job) => jobs.findIndex((listed) => listed._id === job.jobId));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b)); // JOB1001 (newest seeded) before JOB1002 ...
  });

  it("answers one job's details by id", async () => {
    const [first] = demoJobs();
    const res = await api(apiPath(ENDPOINTS.jobDetails, { id: first!.jobId }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL);
    expect(Object.keys(res.json).sort()).toEqual(JOB_KEYS);
    const { createdAt, ...rest } = res.json;
    expect(rest).toEqual({ _id: first!.jobId, ...first, status: 'open', closingDate: null });
    expect(isIso(createdAt)).toBe(true);
  });

  it('answers 404 with a message for an unknown job, not cached', async () => {
    const res = await api(apiPath(ENDPOINTS.jobDetails, { id: 'JOB-DOES-NOT-EXIST' }));
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: API_MESSAGES.jobNotFound });
    expect(res.headers.get('cache-control') ?? '').not.toContain('s-maxage');
  });

  it('answers 404 (not 500) for an id that cannot name a document', async () => {
    expect((await api(apiPath(ENDPOINTS.jobDetails, { id: 'a/b' }))).status).toBe(404);
    expect((await api(apiPath(ENDPOINTS.jobDetails, { id: '__x__' }))).status).toBe(404);
  });
});

describe('GET /api/affiliatejob (affiliate jobs)', () => {
  it('lists the affiliate jobs with their public fields, cacheable', async () => {
    const affiliateId = (await auth().getUserByEmail(DEMO_AFFILIATE.email)).uid;
    const res = await api(apiPath(ENDPOINTS.affiliateJobsPublic));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL);
    const jobs = res.json as Record<string, unknown>[];
    for (const job of jobs) {
      expect(Object.keys(job).sort()).toEqual(AFFILIATE_JOB_KEYS);
      expect(isIso(job.createdAt)).toBe(true);
    }
    // Each names its affiliate by the public alias, never the uid (affiliate-alias.test.ts).
    expect(jobs.some((job) => job.affiliateId === affiliateId)).toBe(false);
    const demoIds = new Set(
      (await db().collection(COLLECTIONS.affiliateJobs).where('affiliateId', '==', affiliateId).get()).docs.map((doc) => doc.id),
    );
    const demo = jobs.filter((job) => demoIds.has(job._id as string));
    expect(demo.map((job) => job.jobTitle).sort()).toEqual(DEMO_AFFILIATE_JOBS.map((job) => job.jobTitle).sort());
    const times = jobs.map((job) => Date.parse(job.createdAt as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("answers one affiliate job's details by _id, and 404 for an unknown one", async () => {
    const list = (await api(apiPath(ENDPOINTS.affiliateJobsPublic))).json as Record<string, unknown>[];
    const job = list.find((item) => item.jobTitle === DEMO_AFFILIATE_JOBS[1]!.jobTitle)!;
    const res = await api(apiPath(ENDPOINTS.affiliateJobDetails, { id: job._id as string }));
    expect(res.status).toBe(200);
    // The list's row, with the company the job hires for (its affiliate's, as stored now: other files edit the demo profile).
    const ownerId = (
      await db()
        .collection(COLLECTIONS.affiliateJobs)
        .doc(job._id as string)
        .get()
    ).get('affiliateId') as string;
    const companyName = (await db().collection(COLLECTIONS.affiliates).doc(ownerId).get()).get('companyName');
    expect(companyName).toBeTruthy();
    expect(res.json).toEqual({ ...job, companyName });
    expect(res.json).toMatchObject(DEMO_AFFILIATE_JOBS[1]!);

    const missing = await api(apiPath(ENDPOINTS.affiliateJobDetails, { id: 'no-such-affiliate-job' }));
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ message: API_MESSAGES.jobNotFound });
  });
});

describe('GET /api/cards/locations (location suggestions)', () => {
  // Extra jobs whose locations share a prefix no real city has, spread over both collections.
  const fixedTowns = ['Qzx Town 07', 'Qzx Town 03', 'Qzx Town 11', 'Qzx Town 01', 'Qzx Town 09', 'Qzx Town 05'];
  const affiliateTowns = [
    'Qzx Town 02',
    'Qzx Town 12',
    'QZX TOWN 01',
    'Qzx Town 04',
    'Qzx Town 06',
    'Qzx Town 08',
    'Qzx Town 10',
    'Qzxa Harbour',
  ];
  let affiliateId = '';
  const fixedIds: string[] = [];

  // Posted through the API, as jobs are: each post counts its location in the suggestions' document.
  beforeAll(async () => {
    const token = await adminToken();
    const affiliate = await newAffiliate();
    affiliateId = affiliate.id;
    for (const location of fixedTowns) fixedIds.push((await createJob(token, { title: 'Location Test', location })).jobId);
    for (const location of affiliateTowns) {
      const res = await api(apiPath(ENDPOINTS.affiliateJobCreate), {
        method: 'POST',
        token: affiliate.token,
        json: { ...DEMO_AFFILIATE_JOBS[0], affiliateId, location },
      });
      expect(res.status).toBe(201);
      // Approved as an admin's review does: only listed jobs are suggested.
      await approveAffiliateJobs(res.json._id as string);
    }
  });

  afterAll(async () => {
    const token = await adminToken();
    await call('jobDelete', { token, json: { jobId: fixedIds } });
    await call('affiliateDelete', { token, json: { affiliateIds: [affiliateId] } });
  });

  const suggest = (query: string) => api(apiPath(ENDPOINTS.jobLocations, {}, { query }));

  it('matches by prefix, case-insensitively, with each location once', async () => {
    const res = await suggest('BEN');
    expect(res.status).toBe(200);
    expect(res.json).toEqual(['Bengaluru']); // in fixed and affiliate jobs alike, answered once
    expect((await suggest('m')).json).toEqual(['Mumbai', 'Mysuru']);
    expect((await suggest('ko')).json).toEqual(['Kochi', 'Kolkata']);
  });

  it('does not match in the middle of a name', async () => {
    const res = await suggest('luru');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });

  it('includes locations found only in affiliate jobs', async () => {
    expect((await suggest('qzxa')).json).toEqual(['Qzxa Harbour']);
  });

  it(`answers at most ${LOCATION_SUGGEST_LIMIT}, sorted, case variants once`, async () => {
    const res = await suggest('qZx T');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL);
    expect(res.json).toHaveLength(LOCATION_SUGGEST_LIMIT);
    expect(res.json).toEqual(Array.from({ length: LOCATION_SUGGEST_LIMIT }, (_, i) => `Qzx Town ${String(i + 1).padStart(2, '0')}`));
  });

  it.each([
    ['missing', apiPath(ENDPOINTS.jobLocations)],
    // apiPath leaves an empty value out, so the empty parameter is added by hand.
    ['empty', `${apiPath(ENDPOINTS.jobLocations)}?query=`],
    ['only spaces', apiPath(ENDPOINTS.jobLocations, {}, { query: '  ' })],
  ])('refuses a %s query with 400 and a clear message', async (_, path) => {
    const res = await api(path);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(API_MESSAGES.locationQueryRequired);
  });
});
