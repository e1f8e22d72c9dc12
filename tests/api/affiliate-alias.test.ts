/**
 * The public affiliate jobs name their affiliate by an alias, never its Auth uid: the lists, the
 * details, a job's page and a closed job's similar jobs. One affiliate has one alias everywhere, two
 * have two. Applying to an affiliate job files the application under the job's own affiliate,
 * whatever affiliateId the form sent, and its owner sees it on its jobs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, PUBLIC_JOBS_UNPAGED_MAX, apiPath, jobPagePath } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { call } from '../support/admin';
import { approveAffiliateJobs, newAffiliate, type TestAffiliate } from '../support/affiliates';
import { BASE_URL, api, useEmulators } from '../support/stack';
import { CONTENT_TYPES, RESUME_BYTES, applicant, multipartPoster, uniqueLetters } from '../support/submissions';

useEmulators();

const TAG = uniqueLetters();
const apply = multipartPoster(apiPath(ENDPOINTS.jobApply));
const pdf = { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf };

let owner: TestAffiliate;
let other: TestAffiliate;
/** The owner's two jobs and the other affiliate's one, all approved and open. */
let ownerJobs: string[];
let otherJob: string;

async function post(affiliate: TestAffiliate, title: string): Promise<string> {
  const posted = await call('affiliateJobCreate', {
    token: affiliate.token,
    json: {
      affiliateId: affiliate.id,
      jobTitle: `${title} ${TAG}`,
      skillset: 'Sales',
      experience: 'Fresher',
      location: `Alias Town ${TAG}`,
      domain: 'Sales',
      salary: '3 LPA',
    },
  });
  expect(posted.status).toBe(201);
  return posted.json._id as string;
}

beforeAll(async () => {
  [owner, other] = await Promise.all([newAffiliate(), newAffiliate()]);
  ownerJobs = [await post(owner, 'Alias Seller'), await post(owner, 'Alias Buyer')];
  otherJob = await post(other, 'Alias Driver');
  await approveAffiliateJobs(...ownerJobs, otherJob);
});

/** Every affiliate's uid on record (the demo's and every test's). */
const allAffiliateUids = async () => (await db().collection(COLLECTIONS.affiliates).select().get()).docs.map((doc) => doc.id);

describe('the public affiliate jobs', () => {
  it('never answer an affiliate uid: lists, merged list, details and the job page', async () => {
    const [list, unpaged, paged, openings, details, page] = await Promise.all([
      api(apiPath(ENDPOINTS.affiliateJobsPublic, {}, { q: TAG, limit: '10' })),
      api(apiPath(ENDPOINTS.affiliateJobsPublic)),
      api(apiPath(ENDPOINTS.affiliateJobsPublic, {}, { limit: '50' })),
      api(apiPath(ENDPOINTS.jobOpenings, {}, { q: TAG })),
      api(apiPath(ENDPOINTS.affiliateJobDetails, { id: ownerJobs[0]! })),
      fetch(`${BASE_URL}${jobPagePath('affiliate', ownerJobs[0]!)}`).then(async (res) => ({ status: res.status, text: await res.text() })),
    ]);
    for (const res of [list, unpaged, paged, openings, details, page]) expect(res.status).toBe(200);
    expect((unpaged.json as unknown[]).length).toBeLessThanOrEqual(PUBLIC_JOBS_UNPAGED_MAX);
    const uids = await allAffiliateUids();
    expect(uids).toEqual(expect.arrayContaining([owner.id, other.id]));
    for (const res of [list, unpaged, paged, openings, details, page])
      for (const uid of uids) expect(res.text, `a public answer holds the uid ${uid}`).not.toContain(uid);

    type Row = { _id: string; affiliateId: string };
    const rows = list.json.rows as Row[];
    const aliasOf = (id: string) => rows.find((row) => row._id === id)?.affiliateId;
    expect(rows.map((row) => row._id).sort()).toEqual([...ownerJobs, otherJob].sort());
    // Kept in the spec's shape, opaque and stable: one alias per affiliate, the same in every answer.
    expect(aliasOf(ownerJobs[0]!)).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(aliasOf(ownerJobs[1]!)).toBe(aliasOf(ownerJobs[0]!));
    expect(aliasOf(otherJob)).not.toBe(aliasOf(ownerJobs[0]!));
    expect(details.json.affiliateId).toBe(aliasOf(ownerJobs[0]!));
    const merged = (openings.json.rows as Row[]).find((row) => row._id === otherJob);
    expect(merged?.affiliateId).toBe(aliasOf(otherJob));
  });

  it("a closed job's page offers similar jobs without their affiliates' uids", async () => {
    const closed = await call('affiliateJobStatus', {
      token: owner.token,
      params: { affiliateId: owner.id, id: ownerJobs[1]! },
      json: { status: 'closed' },
    });
    expect(closed.status).toBe(200);
    const page = await fetch(`${BASE_URL}${jobPagePath('affiliate', ownerJobs[1]!)}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    // The similar jobs of its town are the other two: embedded in the page, by their ids.
    expect(html).toContain(otherJob);
    for (const uid of await allAffiliateUids()) expect(html).not.toContain(uid);
  });
});

describe('applying to an affiliate job', () => {
  it("files the application under the job's affiliate, with the alias, another's uid or any value sent", async () => {
    const list = await api(apiPath(ENDPOINTS.affiliateJobsPublic, {}, { q: TAG, limit: '10' }));
    const alias = (list.json.rows as { _id: string; affiliateId: string }[]).find((row) => row._id === ownerJobs[0])!.affiliateId;
    const sent = [alias, other.id, 'anything-at-all'];
    const answers = await Promise.all(
      sent.map((affiliateId) => apply({ ...applicant(), jobId: ownerJobs[0]!, jobTitle: 'x', affiliateId }, pdf)),
    );
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    const stored = await Promise.all(
      answers.map(async (res) => (await db().collection(COLLECTIONS.applications).doc(res.json._id).get()).data()!),
    );
    for (const application of stored)
      expect(application).toMatchObject({ jobId: ownerJobs[0], affiliateId: owner.id, referredBy: owner.id });

    // The owner sees the three on its job; the other affiliate sees none on its own.
    const [own, others] = await Promise.all([
      call('affiliateJobsOwn', { token: owner.token, params: { affiliateId: owner.id } }),
      call('affiliateJobsOwn', { token: other.token, params: { affiliateId: other.id } }),
    ]);
    type OwnJob = { _id: string; stageCounts: Record<string, number> };
    expect((own.json as OwnJob[]).find((job) => job._id === ownerJobs[0])?.stageCounts.applied).toBe(3);
    expect((others.json as OwnJob[]).find((job) => job._id === otherJob)?.stageCounts.applied).toBe(0);
  });
});
