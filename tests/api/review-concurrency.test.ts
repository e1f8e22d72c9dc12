/**
 * Review decisions under parallel calls over HTTP: two admins approving and rejecting one pending
 * affiliate job at once (each naming the review the queue showed them, as the web app does) end in
 * one decision, one mail to the affiliate and one audit entry; the same with one Idempotency-Key.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, JOB_LIFECYCLE_MESSAGES, apiPath, ENDPOINTS } from '@careers/domain';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../functions/src/http/idempotency';
import { call } from '../support/admin';
import { mailCount, newAdmin } from '../support/accounts';
import { newAffiliate, type TestAffiliate } from '../support/affiliates';
import { adminToken, api, idTokenFor, useEmulators } from '../support/stack';
import { uniqueLetters } from '../support/submissions';

useEmulators();

const REASON = 'The salary must be a range';
let first: string;
let second: string;
let affiliate: TestAffiliate;

beforeAll(async () => {
  const other = await newAdmin();
  [first, second, affiliate] = await Promise.all([adminToken(), idTokenFor(other.email, other.password), newAffiliate()]);
});

async function pendingJob(): Promise<string> {
  const posted = await call('affiliateJobCreate', {
    token: affiliate.token,
    json: {
      affiliateId: affiliate.id,
      jobTitle: `Parallel Reviewer ${uniqueLetters()}`,
      skillset: 'Retail',
      experience: 'Fresher',
      location: 'Pune',
      domain: 'Retail',
      salary: '3 LPA',
    },
  });
  expect(posted.status).toBe(201);
  return posted.json._id as string;
}

const reviewEntries = async (id: string) => {
  const trail = await call('auditList', { token: first, query: { target: id } });
  expect(trail.status).toBe(200);
  return (trail.json.rows as { action: string; summary: string; actorEmail: string }[]).filter((row) => row.action === 'review');
};

const ownReview = async (id: string) => {
  const own = await call('affiliateJobsOwn', { token: affiliate.token, params: { affiliateId: affiliate.id } });
  return (own.json as { _id: string; review: string; reviewReason: string | null }[]).find((job) => job._id === id);
};

describe('parallel review decisions of one affiliate job', () => {
  it('20 approves and rejects by two admins end in one decision, one mail and one audit entry', async () => {
    const id = await pendingJob();
    const mailsBefore = await mailCount(affiliate.email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? call('affiliateJobReview', { token: first, params: { id }, json: { decision: 'approve', from: 'pending' } })
          : call('affiliateJobReview', { token: second, params: { id }, json: { decision: 'reject', reason: REASON, from: 'pending' } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    // The side that won answers 200 to each of its calls (the same decision again is made already); the other 409.
    const won = answers.filter((answer) => answer.status === 200).map((answer) => answer.json.review as string);
    expect(new Set(won).size).toBe(1);
    expect(won).toHaveLength(10);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.json).toEqual({ message: JOB_LIFECYCLE_MESSAGES.reviewedMeanwhile });

    const decided = won[0]!;
    expect(await ownReview(id)).toMatchObject({ review: decided, reviewReason: decided === 'rejected' ? REASON : null });
    expect(await mailCount(affiliate.email)).toBe(mailsBefore + 1);
    const entries = await reviewEntries(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.summary).toContain(decided === 'approved' ? '(approve)' : '(reject)');

    // Deciding again on what the queue now shows is one more decision: one more mail, one more entry.
    const undo = decided === 'approved' ? { decision: 'reject', reason: REASON } : { decision: 'approve' };
    const again = await call('affiliateJobReview', { token: second, params: { id }, json: { ...undo, from: decided } });
    expect(again.status).toBe(200);
    expect(await mailCount(affiliate.email)).toBe(mailsBefore + 2);
    expect(await reviewEntries(id)).toHaveLength(2);
  });

  it('10 parallel approves with one Idempotency-Key (a client retrying) answer one approval to each, mailed and audited once', async () => {
    const id = await pendingJob();
    const mailsBefore = await mailCount(affiliate.email);
    const headers = { [IDEMPOTENCY_KEY_HEADER]: `review-${uniqueLetters()}` };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(apiPath(ENDPOINTS.affiliateJobReview, { id }), {
          method: ENDPOINTS.affiliateJobReview.method,
          token: first,
          json: { decision: 'approve', from: 'pending' },
          headers,
        }),
      ),
    );
    expect([...new Set(answers.map((answer) => answer.status))]).toEqual([200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.json))).size).toBe(1);
    expect(answers[0]!.json).toMatchObject({ _id: id, review: 'approved' });
    expect(answers.filter((answer) => answer.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true')).toHaveLength(9);
    expect(await mailCount(affiliate.email)).toBe(mailsBefore + 1);
    const entries = await reviewEntries(id);
    expect(entries).toHaveLength(1);
  });
});
