/** The affiliate's own data over HTTP: counts, jobs with referrals, posting, profile, and who may touch it. */
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_MESSAGES,
  API_MESSAGES,
  ENDPOINTS,
  apiPath,
  emptyStageCounts,
  type ReferralFields,
  type ReferralStage,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { canSignIn } from '../support/accounts';
import { approveAffiliateJobs, newAffiliate, type TestAffiliate } from '../support/affiliates';
import { adminToken, api, useEmulators } from '../support/stack';

useEmulators();

const get = (
  name: 'affiliateJobCount' | 'affiliateReferredCount' | 'affiliateJobsOwn' | 'affiliateProfile',
  affiliateId: string,
  token?: string,
) => api(apiPath(ENDPOINTS[name], { affiliateId }), { token });
const postJob = (json: unknown, token?: string) => api(apiPath(ENDPOINTS.affiliateJobCreate), { method: 'POST', json, token });

const job = (affiliateId: string, tag: string) => ({
  affiliateId,
  jobTitle: `Store Manager ${tag}`,
  skillset: 'Retail, Team handling',
  experience: '3-5 years',
  location: 'Pune',
  domain: 'Retail',
  salary: '6 LPA',
});

/** A referral in the shape the admin refer path writes, stored directly so only the affiliate paths are under test. */
async function addReferral(affiliate: TestAffiliate, affiliateJobId: string, stage: ReferralStage) {
  const referral: ReferralFields = {
    affiliateJobId,
    affiliateId: affiliate.id,
    jobId: affiliateJobId,
    jobTitle: 'Store Manager',
    studentName: 'Nikhil Rao',
    email: `nikhil.${Date.now()}@example.com`,
    stage,
  };
  const ref = await db()
    .collection(COLLECTIONS.referrals)
    .add({ ...referral, createdAt: FieldValue.serverTimestamp() });
  return { _id: ref.id, ...referral };
}

const jobsOf = async (affiliateId: string) =>
  (await db().collection(COLLECTIONS.affiliateJobs).where('affiliateId', '==', affiliateId).get()).size;

describe('affiliate counts, jobs and referrals', () => {
  it('counts move when a job is posted and a referral is added; the job shows in the own list, and in the public list once approved', async () => {
    const affiliate = await newAffiliate();
    expect((await get('affiliateJobCount', affiliate.id, affiliate.token)).json).toEqual({ count: 0 });
    expect((await get('affiliateReferredCount', affiliate.id, affiliate.token)).json).toEqual({ referredCount: 0 });
    expect((await get('affiliateJobsOwn', affiliate.id, affiliate.token)).json).toEqual([]);

    const body = job(affiliate.id, String(Date.now()));
    const posted = await postJob({ ...body, jobId: 'MINE-1', createdAt: '2001-01-01T00:00:00Z' }, affiliate.token);
    expect(posted.status).toBe(201);
    expect(posted.json).toMatchObject({ ...body, _id: expect.any(String), jobId: expect.stringMatching(/^AFF-/) });
    expect(Math.abs(Date.parse(posted.json.createdAt) - Date.now())).toBeLessThan(60_000);

    for (const path of [ENDPOINTS.affiliateJobCount.path, ...ENDPOINTS.affiliateJobCount.aliases]) {
      const res = await api(apiPath({ path }, { affiliateId: affiliate.id }), { token: affiliate.token });
      expect(res.json).toEqual({ count: 1 });
    }
    const own = await get('affiliateJobsOwn', affiliate.id, affiliate.token);
    expect(own.headers.get('cache-control')).toContain('no-store');
    expect(own.json).toEqual([{ ...posted.json, referredCount: 0, referrals: [], stageCounts: emptyStageCounts() }]);
    const publicIds = async () => ((await api(apiPath(ENDPOINTS.affiliateJobsPublic))).json as { _id: string }[]).map((row) => row._id);
    expect(await publicIds()).not.toContain(posted.json._id);
    await approveAffiliateJobs(posted.json._id);
    expect(await publicIds()).toContain(posted.json._id);

    const referral = await addReferral(affiliate, posted.json._id, 'interview');
    expect((await get('affiliateReferredCount', affiliate.id, affiliate.token)).json).toEqual({ referredCount: 1 });
    for (const path of [ENDPOINTS.affiliateJobsOwn.path, ...ENDPOINTS.affiliateJobsOwn.aliases]) {
      const res = await api(apiPath({ path }, { affiliateId: affiliate.id }), { token: affiliate.token });
      expect(res.json).toHaveLength(1);
      expect(res.json[0]).toMatchObject({
        _id: posted.json._id,
        referredCount: 1,
        referrals: [{ ...referral, status: 'Interview', applicationId: null, createdAt: expect.any(String) }],
      });
    }
  });

  it.each([
    ['jobTitle', AFFILIATE_MESSAGES.jobTitleRequired],
    ['skillset', 'Skillset is required'],
    ['experience', 'Experience is required'],
    ['location', 'Location is required'],
    ['domain', 'Domain is required'],
    ['salary', 'Salary is required'],
  ])('refuses a job without %s with 400 and its message, storing nothing', async (field, message) => {
    const affiliate = await newAffiliate();
    const res = await postJob({ ...job(affiliate.id, 'x'), [field]: ' ' }, affiliate.token);
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toBe(message);
    expect(await jobsOf(affiliate.id)).toBe(0);
  });

  it("answers the affiliate's profile with its six fields", async () => {
    const affiliate = await newAffiliate();
    const res = await get('affiliateProfile', affiliate.id, affiliate.token);
    expect(res.status).toBe(200);
    // The consent is stored with the profile, not answered as one of its fields.
    const { password: _p, confirmPassword: _c, consent: _consent, ...fields } = affiliate.body;
    expect(res.json.affiliate).toEqual({ _id: affiliate.id, ...fields, createdAt: expect.any(String) });
  });
});

describe('who may touch an affiliate’s data', () => {
  it('refuses affiliate A on every path of affiliate B with 403, writing nothing', async () => {
    const [a, b] = [await newAffiliate(), await newAffiliate()];
    for (const name of ['affiliateJobCount', 'affiliateReferredCount', 'affiliateJobsOwn', 'affiliateProfile'] as const) {
      const res = await get(name, b.id, a.token);
      expect(res.status, name).toBe(403);
      expect(res.json).toEqual({ message: API_MESSAGES.forbidden });
    }
    const posted = await postJob(job(b.id, 'intruder'), a.token);
    expect(posted.status).toBe(403);
    expect(await jobsOf(b.id)).toBe(0);
    expect(await jobsOf(a.id)).toBe(0);

    const changed = await api(apiPath(ENDPOINTS.affiliateChangePassword), {
      method: 'POST',
      token: a.token,
      json: { affiliateId: b.id, oldPassword: b.password, newPassword: 'Hijack#2025' },
    });
    expect(changed.status).toBe(403);
    expect(await canSignIn(b.email, b.password)).toBe(true);
  });

  it('answers 401 to anonymous callers and lets an admin read an affiliate', async () => {
    const affiliate = await newAffiliate();
    expect((await get('affiliateJobsOwn', affiliate.id)).status).toBe(401);
    expect((await postJob(job(affiliate.id, 'anon'))).status).toBe(401);
    const admin = await adminToken();
    expect((await get('affiliateProfile', affiliate.id, admin)).status).toBe(200);
    expect((await get('affiliateJobCount', affiliate.id, admin)).json).toEqual({ count: 0 });
    expect((await postJob(job(affiliate.id, 'admin'), admin)).status).toBe(403);
    expect(await jobsOf(affiliate.id)).toBe(0);
  });
});
