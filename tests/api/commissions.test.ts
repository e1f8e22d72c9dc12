/**
 * Affiliate commissions over HTTP against the stack: referral links attribute applications, a hire
 * makes exactly one commission (money in integer paise), admins move it through its states, a move
 * out of hired voids it, and each caller sees only what it may.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import {
  API_MESSAGES,
  COMMISSION_MESSAGES,
  COMMISSION_RATE_DEFAULT_BP,
  ROLES,
  ENDPOINTS,
  apiPath,
  formatPaise,
  type Commission,
} from '@careers/domain';
import { demoJobs } from '../../scripts/stack/demoData';
import { COLLECTIONS } from '../../functions/src/collections';
import { adminApp, db } from '../../functions/src/firebase';
import { call, createJob } from '../support/admin';
import { createOwnJob } from '../../functions/src/affiliates/store';
import { approveAffiliateJobs, newAffiliate, type TestAffiliate } from '../support/affiliates';
import { CONTENT_TYPES, RESUME_BYTES, applicant, multipartPoster } from '../support/submissions';
import { adminToken, idTokenFor, recruiterToken, useEmulators } from '../support/stack';

useEmulators();

const postApply = multipartPoster(apiPath(ENDPOINTS.jobApply));
const pdf = { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf };
const fixedJob = demoJobs()[2]!;

let admin: string;
let recruiter: string;
let a: TestAffiliate;
let b: TestAffiliate;
let codeA: string;

beforeAll(async () => {
  [admin, recruiter, a, b] = await Promise.all([adminToken(), recruiterToken(), newAffiliate(), newAffiliate()]);
  const link = await call('affiliateReferralLink', { token: a.token });
  expect(link.status).toBe(200);
  codeA = link.json.code;
});

async function apply(ref?: string) {
  const person = applicant();
  const res = await postApply({ ...person, jobId: fixedJob.jobId, jobTitle: '', affiliateId: '', ref }, pdf);
  expect(res.status).toBe(201);
  return { ...person, id: res.json._id as string };
}

const move = (id: string, stage: string) => call('applicationStageMove', { token: admin, params: { id }, json: { stage, notify: false } });
const update = (id: string, json: unknown, token = admin) => call('commissionUpdate', { token, params: { id }, json });
const commissionsOf = async (applicationId: string) =>
  (await db().collection(COLLECTIONS.commissions).where('applicationId', '==', applicationId).get()).docs;
async function adminCommission(id: string): Promise<Commission> {
  const list = await call('commissionList', { token: admin, query: { affiliateId: a.id } });
  expect(list.status).toBe(200);
  return (list.json.rows as Commission[]).find((row) => row._id === id)!;
}
async function hiredThroughLink() {
  const application = await apply(codeA);
  expect((await move(application.id, 'hired')).status).toBe(200);
  return application;
}

describe('referral links', () => {
  it('answers one unguessable code per affiliate with a link carrying it', async () => {
    const again = await call('affiliateReferralLink', { token: a.token });
    expect(again.json.code).toBe(codeA);
    expect(codeA).toMatch(/^[A-Z2-9]{10}$/);
    expect(again.json.url).toMatch(new RegExp(`\\?ref=${codeA}$`));
    const other = await call('affiliateReferralLink', { token: b.token });
    expect(other.json.code).not.toBe(codeA);
  });

  it('answers 404 to an account with the role but no profile, and makes no profile', async () => {
    const email = `noprofile.${Date.now()}@example.com`;
    const user = await getAuth(adminApp()).createUser({ email, password: 'NoProfile#2024' });
    await getAuth(adminApp()).setCustomUserClaims(user.uid, { role: ROLES.affiliate });
    const res = await call('affiliateReferralLink', { token: await idTokenFor(email, 'NoProfile#2024') });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(COMMISSION_MESSAGES.affiliateNotFound);
    expect((await db().collection(COLLECTIONS.affiliates).doc(user.uid).get()).exists).toBe(false);
  });

  it('attributes an application made with ?ref to its affiliate, which sees it among its referrals with its stage', async () => {
    const application = await apply(codeA.toLowerCase());
    const referrals = await call('affiliateReferralsOwn', { token: a.token });
    expect(referrals.status).toBe(200);
    const referral = referrals.json.find((row: { applicationId: string }) => row.applicationId === application.id);
    expect(referral).toMatchObject({ affiliateId: a.id, email: application.email, stage: 'applied' });
    await move(application.id, 'interview');
    const later = await call('affiliateReferralsOwn', { token: a.token });
    expect(later.json.find((row: { applicationId: string }) => row.applicationId === application.id).stage).toBe('interview');
    const others = await call('affiliateReferralsOwn', { token: b.token });
    expect(others.json.some((row: { applicationId: string }) => row.applicationId === application.id)).toBe(false);
  });

  it('ignores an unknown code: the application is stored, attributed to nobody, and no referral appears', async () => {
    const before = (await call('affiliateReferralsOwn', { token: a.token })).json.length;
    const application = await apply('ZZZZZZZZZZ');
    const stored = await db().collection(COLLECTIONS.applications).doc(application.id).get();
    expect(stored.get('referredBy')).toBeUndefined();
    expect((await call('affiliateReferralsOwn', { token: a.token })).json.length).toBe(before);
    expect((await move(application.id, 'hired')).status).toBe(200);
    expect(await commissionsOf(application.id)).toHaveLength(0);
  });
});

describe('a hire makes one commission', () => {
  it('once, even when moved to hired in parallel and again', async () => {
    const application = await apply(codeA);
    const answers = await Promise.all(Array.from({ length: 5 }, () => move(application.id, 'hired')));
    expect([...new Set(answers.map((answer) => answer.status))]).toEqual([200]);
    expect((await move(application.id, 'hired')).status).toBe(200);
    const docs = await commissionsOf(application.id);
    expect(docs).toHaveLength(1);
    const entry = await adminCommission(docs[0]!.id);
    expect(entry).toMatchObject({
      affiliateId: a.id,
      applicationId: application.id,
      jobId: fixedJob.jobId,
      candidateName: application.name,
      placementFee: null,
      amount: null,
      rate: COMMISSION_RATE_DEFAULT_BP / 100,
      state: 'pending',
    });
  });

  it('computes the amount in paise at the rate of the hire: ₹83,333 at 12.5 % is ₹10,416.63', async () => {
    const rate = await call('affiliateCommissionRate', { token: admin, params: { id: a.id }, json: { rate: 12.5 } });
    expect(rate.status).toBe(200);
    expect(rate.json).toEqual({ affiliateId: a.id, rate: 12.5 });
    const application = await hiredThroughLink();
    const [doc] = await commissionsOf(application.id);
    const approve = await update(doc!.id, { state: 'approved' });
    expect(approve.status).toBe(400);
    const approved = await update(doc!.id, { state: 'approved', placementFee: 83333 });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ state: 'approved', placementFee: 8_333_300, amount: 1_041_663, rate: 12.5 });
    expect(formatPaise(approved.json.amount)).toBe('₹10,416.63');
    expect(formatPaise(approved.json.placementFee)).toBe('₹83,333');
    expect(await adminCommission(doc!.id)).toMatchObject({ state: 'approved', amount: 1_041_663 });
  });

  it('refuses a rate over 20, below 0 or with more than 2 decimals, and an unknown affiliate', async () => {
    for (const rate of [20.01, -1, 12.345, '10', null]) {
      const res = await call('affiliateCommissionRate', { token: admin, params: { id: a.id }, json: { rate } });
      expect(res.status, String(rate)).toBe(400);
    }
    expect((await call('affiliateCommissionRate', { token: admin, params: { id: 'nobody' }, json: { rate: 5 } })).status).toBe(404);
    expect((await call('affiliateCommissionRate', { token: admin, params: { id: b.id }, json: { rate: 20 } })).status).toBe(200);
  });
});

describe('commission states', () => {
  it('allows pending → approved → paid and refuses every other move with 409', async () => {
    const application = await hiredThroughLink();
    const [doc] = await commissionsOf(application.id);
    const id = doc!.id;
    expect((await update(id, { state: 'paid', payoutRef: 'NEFT-1', paidOn: '2026-12-01' })).status).toBe(409);
    expect((await update(id, { state: 'approved', placementFee: 100000 })).status).toBe(200);
    expect((await update(id, { state: 'approved', placementFee: 100000 })).status).toBe(409);
    expect((await update(id, { state: 'paid', paidOn: '2026-12-01' })).status).toBe(400);
    expect((await update(id, { state: 'paid', payoutRef: 'NEFT-1', paidOn: '1 Dec' })).status).toBe(400);
    const paid = await update(id, { state: 'paid', payoutRef: 'NEFT-1', paidOn: '2026-12-01' });
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({ state: 'paid', payoutRef: 'NEFT-1', paidOn: '2026-12-01', amount: 1_250_000 });
    expect((await update(id, { state: 'void', reason: 'late' })).status).toBe(409);
    expect((await update(id, { state: 'pending' })).status).toBe(400);
    // A paid commission stays paid when its application leaves hired.
    await move(application.id, 'rejected');
    expect((await adminCommission(id)).state).toBe('paid');
  });

  it('voids with a reason only, and a void is final', async () => {
    const application = await hiredThroughLink();
    const [doc] = await commissionsOf(application.id);
    expect((await update(doc!.id, { state: 'void' })).status).toBe(400);
    const voided = await update(doc!.id, { state: 'void', reason: 'Candidate withdrew' });
    expect(voided.status).toBe(200);
    expect(voided.json).toMatchObject({ state: 'void', reason: 'Candidate withdrew' });
    expect((await update(doc!.id, { state: 'approved', placementFee: 1000 })).status).toBe(409);
    expect((await update('no-such-commission', { state: 'void', reason: 'x' })).status).toBe(404);
  });

  it('voids a pending or approved commission when its application moves out of hired, and a re-hire revives the same one', async () => {
    const pending = await hiredThroughLink();
    const approved = await hiredThroughLink();
    const [approvedDoc] = await commissionsOf(approved.id);
    expect((await update(approvedDoc!.id, { state: 'approved', placementFee: 50000 })).status).toBe(200);
    await move(pending.id, 'offer');
    await move(approved.id, 'rejected');
    for (const application of [pending, approved]) {
      const [doc] = await commissionsOf(application.id);
      expect(await adminCommission(doc!.id)).toMatchObject({ state: 'void', reason: 'The application was moved out of hired' });
    }
    await move(pending.id, 'hired');
    const docs = await commissionsOf(pending.id);
    expect(docs).toHaveLength(1);
    expect((await adminCommission(docs[0]!.id)).state).toBe('pending');
  });
});

describe('who sees commissions', () => {
  it("an affiliate reads its own with totals per state, never another's", async () => {
    const application = await hiredThroughLink();
    const own = await call('affiliateCommissionsOwn', { token: a.token });
    expect(own.status).toBe(200);
    expect(own.json.rows.some((row: Commission) => row.applicationId === application.id)).toBe(true);
    expect(own.json.rows.every((row: Commission) => row.affiliateId === a.id)).toBe(true);
    expect(own.json.totals.pending.count).toBeGreaterThan(0);
    expect(own.json.totals.approved.amount).toBeGreaterThan(0);
    const other = await call('affiliateCommissionsOwn', { token: b.token, query: { affiliateId: a.id } });
    expect(other.status).toBe(200);
    expect(other.json.rows).toEqual([]);
    expect(other.json.totals.pending).toEqual({ count: 0, amount: 0 });
  });

  it('the admin list filters by state and totals per state', async () => {
    const list = await call('commissionList', { token: admin, query: { affiliateId: a.id, state: 'paid' } });
    expect(list.status).toBe(200);
    expect(list.json.rows.length).toBeGreaterThan(0);
    expect(list.json.rows.every((row: Commission) => row.state === 'paid')).toBe(true);
    expect(list.json.totals.paid.count).toBe(list.json.rows.length);
    expect(list.json.totals.pending.count).toBeGreaterThan(0);
    expect((await call('commissionList', { token: admin, query: { state: 'owed' } })).status).toBe(400);
    expect((await call('commissionList', { token: admin, query: { from: '2026-13-45' } })).status).toBe(400);
  });

  it('recruiters never see money, nor do affiliates in the admin paths', async () => {
    for (const token of [recruiter, a.token]) {
      const list = await call('commissionList', { token });
      expect(list.status).toBe(403);
      expect(list.json.message).toBe(API_MESSAGES.forbidden);
      expect((await update('x', { state: 'void', reason: 'x' }, token)).status).toBe(403);
      expect((await call('affiliateCommissionRate', { token, params: { id: a.id }, json: { rate: 20 } })).status).toBe(403);
    }
    expect((await call('affiliateCommissionsOwn', { token: recruiter })).status).toBe(403);
    expect((await call('affiliateCommissionsOwn', {})).status).toBe(401);
  });
});

describe('the audit trail', () => {
  it('records rate changes, approvals with their fee, payments and voids', async () => {
    const application = await hiredThroughLink();
    const [doc] = await commissionsOf(application.id);
    await update(doc!.id, { state: 'approved', placementFee: 83333 });
    await update(doc!.id, { state: 'paid', payoutRef: 'UTR-77', paidOn: '2026-12-05' });
    const entries = await db().collection(COLLECTIONS.audit).where('ids', 'array-contains', doc!.id).get();
    const summaries = entries.docs.map((entry) => String(entry.get('summary')));
    expect(summaries.some((summary) => summary.includes('to approved (fee ₹83,333'))).toBe(true);
    expect(summaries.some((summary) => summary.includes('to paid (UTR-77, 2026-12-05)'))).toBe(true);
    const rates = await db().collection(COLLECTIONS.audit).where('ids', 'array-contains', b.id).get();
    expect(rates.docs.some((entry) => String(entry.get('summary')).includes('commission rate'))).toBe(true);
  });
});

describe('placement fees, mails and erasure', () => {
  it("takes the job's placement fee set by an admin; an application to an affiliate's own job is its own", async () => {
    const c = await newAffiliate();
    const job = await createOwnJob(c.id, {
      jobTitle: 'Store Manager',
      skillset: 'Retail',
      experience: '3 years',
      location: 'Pune',
      domain: 'Retail',
      salary: '6 LPA',
    });
    await approveAffiliateJobs(job._id);
    const fee = await call('jobPlacementFee', {
      token: admin,
      params: { kind: 'affiliateJobs', jobId: job._id },
      json: { placementFee: 125000 },
    });
    expect(fee.status).toBe(200);
    expect(fee.json).toEqual({ kind: 'affiliateJobs', jobId: job._id, placementFee: 12_500_000 });
    // Another affiliate's code does not take the owner's placement.
    const person = applicant();
    const applied = await postApply({ ...person, jobId: job._id, jobTitle: '', affiliateId: c.id, ref: codeA }, pdf);
    expect(applied.status).toBe(201);
    expect((await move(applied.json._id, 'hired')).status).toBe(200);
    const [doc] = await commissionsOf(applied.json._id);
    const own = await call('affiliateCommissionsOwn', { token: c.token });
    expect(own.json.rows.find((row: Commission) => row._id === doc!.id)).toMatchObject({
      affiliateId: c.id,
      placementFee: 12_500_000,
      amount: 1_250_000,
      rate: 10,
    });
    expect(formatPaise(own.json.totals.pending.amount)).toBe('₹12,500');
  });

  it('refuses a bad fee, an unknown job or kind, and callers other than admins', async () => {
    const params = { kind: 'jobPosts', jobId: fixedJob.jobId };
    for (const placementFee of [-1, 10.001, '100', 100_000_001])
      expect((await call('jobPlacementFee', { token: admin, params, json: { placementFee } })).status, String(placementFee)).toBe(400);
    expect((await call('jobPlacementFee', { token: admin, params: { ...params, kind: 'cards' }, json: { placementFee: 1 } })).status).toBe(
      400,
    );
    expect(
      (await call('jobPlacementFee', { token: admin, params: { ...params, jobId: 'JOB-NONE' }, json: { placementFee: 1 } })).status,
    ).toBe(404);
    for (const token of [recruiter, a.token])
      expect((await call('jobPlacementFee', { token, params, json: { placementFee: 1 } })).status).toBe(403);
  });

  it("answers a job's fee to admins only: none until one is set, then in paise; never in the job's own answers", async () => {
    const job = await createJob(admin, { title: 'Fee Reader' });
    const params = { kind: 'jobPosts', jobId: job.jobId };
    const before = await call('jobPlacementFeeRead', { token: admin, params });
    expect(before.status).toBe(200);
    expect(before.json).toEqual({ kind: 'jobPosts', jobId: job.jobId, placementFee: null });
    expect((await call('jobPlacementFee', { token: admin, params, json: { placementFee: 125000.5 } })).status).toBe(200);
    expect((await call('jobPlacementFeeRead', { token: admin, params })).json.placementFee).toBe(12_500_050);
    const asRecruiter = await call('jobAdminList', { token: recruiter, query: { limit: '10', q: 'Fee Reader' } });
    expect(asRecruiter.status).toBe(200);
    expect(JSON.stringify(asRecruiter.json)).toContain(job.jobId);
    expect(JSON.stringify(asRecruiter.json)).not.toContain('12500050');
    for (const token of [recruiter, a.token]) expect((await call('jobPlacementFeeRead', { token, params })).status).toBe(403);
    expect((await call('jobPlacementFeeRead', { token: admin, params: { ...params, kind: 'cards' } })).json).toMatchObject({
      message: COMMISSION_MESSAGES.jobKind,
    });
    expect((await call('jobPlacementFeeRead', { token: admin, params: { ...params, jobId: 'JOB-NONE' } })).status).toBe(404);
  });

  it('mails the affiliate when its commission is approved and when it is paid', async () => {
    const application = await hiredThroughLink();
    const [doc] = await commissionsOf(application.id);
    await update(doc!.id, { state: 'approved', placementFee: 83333 });
    await update(doc!.id, { state: 'paid', payoutRef: 'UTR-9', paidOn: '2026-12-06' });
    const [approved, paid] = await Promise.all(
      ['approved', 'paid'].map((state) => db().collection(COLLECTIONS.mail).doc(`commission-${doc!.id}-${state}`).get()),
    );
    expect(approved!.get('to')).toBe(a.email);
    expect(approved!.get('message.subject')).toBe('Your commission of ₹10,416.63 is approved');
    expect(paid!.get('message.text')).toContain('UTR-9');
  });

  it("erasing the candidate keeps the money trail and blanks the candidate's name", async () => {
    const application = await hiredThroughLink();
    const [doc] = await commissionsOf(application.id);
    await update(doc!.id, { state: 'approved', placementFee: 83333 });
    const erased = await call('privacyErase', { token: admin, json: { email: application.email } });
    expect(erased.status).toBe(200);
    expect(await adminCommission(doc!.id)).toMatchObject({
      candidateName: '',
      amount: 1_041_663,
      state: 'approved',
      applicationId: application.id,
    });
  });
});
