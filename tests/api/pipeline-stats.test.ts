/**
 * GET /api/job-applications/pipeline-stats (the admin dashboard): the funnel of the last 30 days
 * per stage, applications per week for 12 weeks, and the median days from applied to hired.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, FUNNEL_DAYS, PIPELINE_STAGES, WEEKLY_WEEKS, apiPath, isoDay, weekStartOf, type PipelineStats } from '@careers/domain';
import { demoJobs } from '../../scripts/stack/demoData';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { pipelineStats } from '../../functions/src/pipeline/stats';
import { call, expectAdminOnly, seedDocs } from '../support/admin';
import { CONTENT_TYPES, RESUME_BYTES, applicant, multipartPoster } from '../support/submissions';
import { adminToken, api, useEmulators } from '../support/stack';

useEmulators();

const DAY_MS = 24 * 60 * 60 * 1000;
const postApply = multipartPoster(apiPath(ENDPOINTS.jobApply));
const pdf = { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf };
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

const stats = async () => {
  const res = await call('applicationPipelineStats', { token });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.json as PipelineStats;
};

describe('pipeline stats over HTTP', () => {
  it('is admin-only', async () => {
    await expectAdminOnly('applicationPipelineStats');
  });

  it('counts a new application in the funnel and this week, and follows it when it is hired', async () => {
    const before = await stats();
    expect(before.funnelDays).toBe(FUNNEL_DAYS);
    expect(Object.keys(before.funnel)).toEqual([...PIPELINE_STAGES]);
    expect(before.weekly).toHaveLength(WEEKLY_WEEKS);
    expect(before.weekly.at(-1)!.weekStart).toBe(isoDay(weekStartOf(new Date())));

    const res = await postApply({ ...applicant(), jobId: demoJobs()[0]!.jobId, jobTitle: 'x', affiliateId: '' }, pdf);
    expect(res.status).toBe(201);
    const applied = await stats();
    expect(applied.funnel.applied).toBe(before.funnel.applied + 1);
    expect(applied.weekly.at(-1)!.count).toBe(before.weekly.at(-1)!.count + 1);

    const id = res.json._id as string;
    const moved = await api(apiPath(ENDPOINTS.applicationStageMove, { id }), { method: 'PUT', token, json: { stage: 'hired' } });
    expect(moved.status).toBe(200);
    const hired = await stats();
    expect(hired.funnel.applied).toBe(before.funnel.applied);
    expect(hired.funnel.hired).toBe(before.funnel.hired + 1);
    expect(hired.hiresMeasured).toBe(before.hiresMeasured + 1);
    expect(typeof hired.medianDaysToHire).toBe('number');
  });
});

describe('pipeline stats at a fixed time', () => {
  // A time long before any other test's data, so these figures are exactly the seeded ones.
  const now = new Date('2001-06-13T12:00:00Z'); // a Wednesday
  const daysAgo = (days: number) => Timestamp.fromMillis(now.getTime() - days * DAY_MS);
  let ids: string[] = [];
  const seeded = [
    { appliedAt: daysAgo(1), stage: undefined }, // stored before stages: reads as applied
    { appliedAt: daysAgo(2), stage: 'screening' },
    { appliedAt: daysAgo(3), stage: 'interview' },
    { appliedAt: daysAgo(10), stage: 'hired', stageChangedAt: daysAgo(6) }, // 4 days to hire
    { appliedAt: daysAgo(20), stage: 'hired', stageChangedAt: daysAgo(10) }, // 10 days
    { appliedAt: daysAgo(40), stage: 'hired', stageChangedAt: daysAgo(20) }, // 20 days, outside the funnel
    { appliedAt: daysAgo(40), stage: 'rejected' }, // outside the funnel
    { appliedAt: daysAgo(200), stage: 'applied' }, // outside the 12 weeks
    { appliedAt: Timestamp.fromMillis(now.getTime() + DAY_MS), stage: 'applied' }, // after now: counted nowhere
  ];

  beforeAll(async () => {
    ids = await seedDocs(COLLECTIONS.applications, seeded.length, (i) => {
      const { stage, ...rest } = seeded[i]!;
      return {
        jobId: 'stats-fixture',
        jobTitle: 'Stats',
        name: `Stats ${i}`,
        email: `stats${i}@example.com`,
        ...rest,
        ...(stage ? { stage } : {}),
      };
    });
  });
  afterAll(async () => {
    const batch = db().batch();
    for (const id of ids) batch.delete(db().collection(COLLECTIONS.applications).doc(id));
    await batch.commit();
  });

  it('counts the funnel of 30 days per current stage, the weeks and the median days to hire', async () => {
    const figures = await pipelineStats(now);
    expect(figures.funnel).toEqual({ applied: 1, screening: 1, interview: 1, offer: 0, hired: 2, rejected: 0 });
    expect(figures.weekly.map((week) => week.weekStart)).toEqual([
      '2001-03-26',
      '2001-04-02',
      '2001-04-09',
      '2001-04-16',
      '2001-04-23',
      '2001-04-30',
      '2001-05-07',
      '2001-05-14',
      '2001-05-21',
      '2001-05-28',
      '2001-06-04',
      '2001-06-11',
    ]);
    // Applied 1, 2, 3 days ago (this week: Monday 11 June to now), 10, 20 and 40 (twice) days ago.
    expect(figures.weekly.map((week) => week.count)).toEqual([0, 0, 0, 0, 0, 2, 0, 0, 1, 1, 1, 2]);
    expect(figures.medianDaysToHire).toBe(10);
    expect(figures.hiresMeasured).toBe(3);
  });
});
