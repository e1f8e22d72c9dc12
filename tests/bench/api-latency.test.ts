import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  JOB_POST_FIELDS,
  PUBLIC_JOBS_UNPAGED_MAX,
  apiPath,
  jobLifecycleFields,
  jobSearchFields,
  withSearchTokens,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { APPLIED_COUNT } from '../../functions/src/jobs/appliedCounts';
import { rebuildJobLocations } from '../../functions/src/jobs/locationCounts';
import { FULL_BENCH, fullOrSmoke } from '../support/benchMode';
import { median, record, timeIt } from '../support/measure';
import { api, useEmulators } from '../support/stack';

// Public read paths at a realistic size: 1,000 fixed jobs and 300 affiliate jobs (a large regional
// recruiter's board), timed in `npm run bench`; the smoke in `npm test` checks the answers at a tenth of that.
// Budgets: docs/benchmarks.md.
const FIXED_JOBS = fullOrSmoke(1000, 100);
const AFFILIATE_JOBS = fullOrSmoke(300, 30);
const RUNS = fullOrSmoke(11, 1);
const CITIES = [
  'Bengaluru',
  'Belagavi',
  'Bhopal',
  'Chennai',
  'Coimbatore',
  'Delhi',
  'Hyderabad',
  'Indore',
  'Jaipur',
  'Kochi',
  'Mumbai',
  'Pune',
];

async function writeInBatches(collection: string, count: number, make: (i: number) => Record<string, unknown>) {
  for (let start = 0; start < count; start += 500) {
    const batch = db().batch();
    for (let i = start; i < Math.min(count, start + 500); i++) batch.set(db().collection(collection).doc(`bench-${i}`), make(i));
    await batch.commit();
  }
}

beforeAll(async () => {
  useEmulators();
  await writeInBatches(COLLECTIONS.jobs, FIXED_JOBS, (i) => ({
    ...withSearchTokens(JOB_POST_FIELDS, { jobId: `bench-${i}`, title: `Bench Role ${i}`, location: CITIES[i % CITIES.length] }),
    ...jobSearchFields(`Bench Role ${i}`, CITIES[i % CITIES.length]),
    ...jobLifecycleFields({ status: 'open' }, 'fixed'),
    salary: '4-6 LPA',
    experience: '1-3 years',
    jobDescription: 'A realistic paragraph of job description text. '.repeat(6),
    department: 'Engineering',
    jobRole: 'Developer',
    roleCategory: 'TypeScript, React',
    employmentType: 'Full Time',
    education: 'Any Graduate',
    englishLevel: 'Good English',
    gender: 'Any',
    createdAt: Timestamp.fromMillis(Date.now() - i * 60_000),
    // As the API stores a new job: with its applied count, so the admin list never counts it at request time.
    [APPLIED_COUNT]: 0,
  }));
  await writeInBatches(COLLECTIONS.affiliateJobs, AFFILIATE_JOBS, (i) => ({
    affiliateId: `bench-affiliate-${i % 20}`,
    jobId: `B${i}`,
    ...jobSearchFields(`Bench Affiliate Role ${i}`, CITIES[(i * 7) % CITIES.length]),
    ...jobLifecycleFields({ status: 'open', review: 'approved' }, 'affiliate'),
    jobTitle: `Bench Affiliate Role ${i}`,
    skillset: 'Sales',
    experience: 'Fresher',
    location: CITIES[(i * 7) % CITIES.length],
    domain: 'Sales',
    salary: '3 LPA',
    createdAt: Timestamp.fromMillis(Date.now() - i * 60_000),
  }));
  // As the API keeps them with each job: the locations the suggestions read.
  await rebuildJobLocations();
}, 120_000);

describe(`public API latency at realistic data sizes (median of ${RUNS} sequential requests)`, () => {
  const cases = [
    {
      name: `GET /api/cards/cards (${FIXED_JOBS}+ jobs, the newest ${PUBLIC_JOBS_UNPAGED_MAX} answered)`,
      path: apiPath(ENDPOINTS.jobsList),
      budgetMs: 1500,
      minItems: Math.min(FIXED_JOBS, PUBLIC_JOBS_UNPAGED_MAX),
    },
    {
      name: `GET /api/affiliatejob (${AFFILIATE_JOBS}+ jobs)`,
      path: apiPath(ENDPOINTS.affiliateJobsPublic),
      budgetMs: 250,
      minItems: AFFILIATE_JOBS,
    },
    { name: 'GET /api/cards/locations?query=b', path: apiPath(ENDPOINTS.jobLocations, {}, { query: 'b' }), budgetMs: 1500, minItems: 2 },
    {
      name: 'GET /api/cards/cards/{id}',
      path: apiPath(ENDPOINTS.jobDetails, { id: `bench-${FIXED_JOBS / 2}` }),
      budgetMs: 100,
      minItems: 0,
    },
  ];
  for (const { name, path, budgetMs, minItems } of cases) {
    it(`${name} answers${FULL_BENCH ? ` within ${budgetMs} ms` : ''}`, async () => {
      const first = await api(path);
      expect(first.status).toBe(200);
      if (minItems) expect(first.json.length).toBeGreaterThanOrEqual(minItems);
      const ms = median(await timeIt(() => api(path), RUNS));
      record(name, ms, 'ms', budgetMs);
      if (FULL_BENCH) expect(ms).toBeLessThan(budgetMs);
    }, 120_000);
  }
});
