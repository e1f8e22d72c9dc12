/**
 * Affiliate jobs are reviewed: a posted or edited job is pending and not public,
 * an admin approves (public, mail) or rejects with a reason (mail with it), the owner alone edits
 * its job, and admins edit or delete one affiliate job or referral without touching the rest.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  ENDPOINTS,
  JOB_LIFECYCLE_MESSAGES,
  TRASH_BATCH_HEADER,
  apiPath,
  jobPagePath,
  type EndpointName,
  type ReferralFields,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { decodeFields } from '../../functions/src/trash/encoding';
import { call, exists, expectAdminOnly } from '../support/admin';
import { newAffiliate, type TestAffiliate } from '../support/affiliates';
import { bulkToTheEnd } from '../support/bulk';
import { CONTENT_TYPES, RESUME_BYTES, applicant, multipartPoster, uniqueLetters } from '../support/submissions';
import { BASE_URL, adminToken, api, useEmulators } from '../support/stack';

useEmulators();

const TAG = uniqueLetters();
const jobBody = (title: string) => ({
  jobTitle: `${title} ${TAG}`,
  skillset: 'Retail, Team handling',
  experience: '3-5 years',
  location: 'Pune',
  domain: 'Retail',
  salary: '6 LPA',
});

let admin: string;
let owner: TestAffiliate;
let other: TestAffiliate;
/** The owner's posted jobs: one approved then edited, one rejected. */
let approvedId: string;
let rejectedId: string;

const postJob = (affiliate: TestAffiliate, title: string) =>
  call('affiliateJobCreate', { token: affiliate.token, json: { ...jobBody(title), affiliateId: affiliate.id } });
const review = (id: string, json: unknown, token = admin) => call('affiliateJobReview', { token, params: { id }, json });
const ownerEdit = (affiliate: TestAffiliate, affiliateId: string, id: string, json: unknown) =>
  call('affiliateJobUpdate', { token: affiliate.token, params: { affiliateId, id }, json });

/** The ids of the public affiliate jobs whose title has this run's tag. */
async function publicIds(): Promise<string[]> {
  const res = await api(apiPath(ENDPOINTS.affiliateJobsPublic, {}, { limit: '100', q: TAG }));
  expect(res.status).toBe(200);
  return (res.json.rows as { _id: string }[]).map((row) => row._id);
}

const ownJob = async (affiliate: TestAffiliate, id: string) => {
  const res = await call('affiliateJobsOwn', { token: affiliate.token, params: { affiliateId: affiliate.id } });
  return (res.json as { _id: string }[]).find((job) => job._id === id);
};

const queueRow = async (status: string, id: string) => {
  const res = await call('affiliateJobReviewList', { token: admin, query: { limit: '100', status, q: TAG } });
  expect(res.status).toBe(200);
  return (res.json.rows as { _id: string }[]).find((row) => row._id === id);
};

const mailsTo = async (email: string) =>
  (await db().collection(COLLECTIONS.mail).where('to', '==', email).get()).docs.map(
    (doc) => doc.get('message') as { subject: string; text: string },
  );

beforeAll(async () => {
  [admin, owner, other] = await Promise.all([adminToken(), newAffiliate(), newAffiliate()]);
  const [first, second] = await Promise.all([postJob(owner, 'Store Manager'), postJob(owner, 'Cashier')]);
  expect([first.status, second.status]).toEqual([201, 201]);
  approvedId = first.json._id;
  rejectedId = second.json._id;
});

describe('affiliate job review', () => {
  it('a posted job is pending, in the queue with its affiliate, and not public', async () => {
    const [own, row, count, listed, unpaged, details, page, application] = await Promise.all([
      ownJob(owner, approvedId),
      queueRow('pending', approvedId),
      call('affiliateJobPendingCount', { token: admin }),
      publicIds(),
      call('affiliateJobReviewList', { token: admin, query: { status: 'pending' } }),
      api(apiPath(ENDPOINTS.affiliateJobDetails, { id: approvedId })),
      fetch(`${BASE_URL}${jobPagePath('affiliate', approvedId)}`),
      multipartPoster(apiPath(ENDPOINTS.jobApply))(
        { ...applicant(), jobId: approvedId, jobTitle: 'x', affiliateId: owner.id },
        { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf },
      ),
    ]);
    // Not found by the public until approved: its details, its page, an application.
    expect([details.status, page.status, application.status]).toEqual([404, 404, 404]);
    expect(application.json.message).toBe(API_MESSAGES.jobNotFound);
    expect(own).toMatchObject({ review: 'pending', reviewReason: null, reviewedAt: null });
    expect(row).toMatchObject({
      jobTitle: `Store Manager ${TAG}`,
      affiliateName: owner.body.fullName,
      affiliateEmail: owner.email,
      review: 'pending',
    });
    expect(count.json.count).toBeGreaterThanOrEqual(2);
    expect(listed).toEqual([]);
    expect((unpaged.json as { _id: string }[]).map((job) => job._id)).toEqual(expect.arrayContaining([approvedId, rejectedId]));
  });

  it('approve makes the job public and mails the affiliate; reject needs a reason, mails it, and keeps the job off the list', async () => {
    const [noReason, approved] = await Promise.all([
      review(rejectedId, { decision: 'reject' }),
      review(approvedId, { decision: 'approve' }),
    ]);
    expect(noReason.status).toBe(400);
    expect(noReason.json.errors.reason).toBe(JOB_LIFECYCLE_MESSAGES.reasonRequired);
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ _id: approvedId, review: 'approved', reviewReason: null });
    expect(Math.abs(Date.parse(approved.json.reviewedAt) - Date.now())).toBeLessThan(60_000);

    const reason = 'The salary must be a range, for example 5-7 LPA';
    const rejected = await review(rejectedId, { decision: 'reject', reason, reviewedAt: '2001-01-01' });
    expect(rejected.status).toBe(400);
    const rejectedNow = await review(rejectedId, { decision: 'reject', reason });
    expect(rejectedNow.json).toMatchObject({ review: 'rejected', reviewReason: reason });

    const [listed, mails, own, row] = await Promise.all([
      publicIds(),
      mailsTo(owner.email),
      ownJob(owner, rejectedId),
      queueRow('rejected', rejectedId),
    ]);
    expect(listed).toEqual([approvedId]);
    expect(own).toMatchObject({ review: 'rejected', reviewReason: reason });
    expect(row).toMatchObject({ review: 'rejected', reviewReason: reason, reviewedAt: expect.any(String) });
    expect(mails).toHaveLength(2);
    expect(mails.find((mail) => mail.subject.endsWith('is approved'))?.text).toContain(`Store Manager ${TAG}`);
    expect(mails.find((mail) => mail.subject.endsWith('was not approved'))?.text).toContain(reason);

    // The same decision again changes nothing the affiliate needs telling: no second mail. A new reason is told.
    const again = await Promise.all([review(approvedId, { decision: 'approve' }), review(rejectedId, { decision: 'reject', reason })]);
    expect(again.map((res) => res.status)).toEqual([200, 200]);
    expect(await mailsTo(owner.email)).toHaveLength(2);
    const newReason = 'Please name the shift timings';
    expect((await review(rejectedId, { decision: 'reject', reason: newReason })).status).toBe(200);
    const told = await mailsTo(owner.email);
    expect(told).toHaveLength(3);
    expect(told.filter((mail) => mail.text.includes(newReason))).toHaveLength(1);
  });

  it('Approve Selected on a query approves every pending job it matches, each as one review: public, one mail each, none twice', async () => {
    const word = uniqueLetters();
    const posted = await Promise.all(
      ['Courier', 'Packer', 'Loader'].map((title) =>
        call('affiliateJobCreate', {
          token: other.token,
          json: { ...jobBody(title), jobTitle: `${title} ${word}`, affiliateId: other.id },
        }),
      ),
    );
    expect(posted.map((res) => res.status)).toEqual([201, 201, 201]);
    const ids = posted.map((res) => res.json._id as string).sort();
    const query = { status: 'pending', q: word };
    const pending = await call('affiliateJobReviewList', { token: admin, query: { ...query, limit: '10' } });
    expect(pending.json.total).toBe(3);

    const calls = await bulkToTheEnd('affiliateJobs', { action: 'approve', query }, admin);
    expect(calls.reduce((sum, progress) => sum + progress.processed, 0)).toBe(3);
    const approved = await call('affiliateJobReviewList', { token: admin, query: { status: 'approved', q: word, limit: '10' } });
    expect((approved.json.rows as { _id: string }[]).map((row) => row._id).sort()).toEqual(ids);
    const listed = await api(apiPath(ENDPOINTS.affiliateJobsPublic, {}, { limit: '100', q: word }));
    expect((listed.json.rows as { _id: string }[]).map((row) => row._id).sort()).toEqual(ids);
    const mails = await mailsTo(other.email);
    expect(mails.filter((mail) => mail.subject.endsWith('is approved'))).toHaveLength(3);

    // Approved, they no longer match the pending query: a second run approves nothing and mails no one.
    const again = await bulkToTheEnd('affiliateJobs', { action: 'approve', query }, admin);
    expect(again.reduce((sum, progress) => sum + progress.processed, 0)).toBe(0);
    expect(await mailsTo(other.email)).toHaveLength(mails.length);
  });

  it('an edit by the owner returns the job to review and off the public list; another affiliate gets 403', async () => {
    const edited = { ...jobBody('Senior Store Manager'), salary: '7-9 LPA' };
    const [asOther, asOtherOwnPath, missing] = await Promise.all([
      ownerEdit(other, owner.id, approvedId, edited),
      ownerEdit(other, other.id, approvedId, edited),
      ownerEdit(owner, owner.id, 'no-such-job', edited),
    ]);
    expect([asOther.status, asOtherOwnPath.status, missing.status]).toEqual([403, 403, 404]);
    expect(asOtherOwnPath.json.message).toBe(API_MESSAGES.forbidden);
    expect(await publicIds()).toEqual([approvedId]);

    const res = await ownerEdit(owner, owner.id, approvedId, { ...edited, affiliateId: other.id, review: 'approved' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ...edited, _id: approvedId, affiliateId: owner.id, review: 'pending', reviewedAt: null });
    const [listed, row] = await Promise.all([publicIds(), queueRow('pending', approvedId)]);
    expect(listed).toEqual([]);
    expect(row).toMatchObject({ jobTitle: edited.jobTitle, salary: '7-9 LPA' });
  });
});

describe('admins edit or delete one affiliate job or referral', () => {
  /** A job stored before reviews existed (no review field) with a referral, and a second job with one. */
  async function legacyJobsWithReferrals() {
    const jobs = await Promise.all(
      ['Welder', 'Electrician'].map((title) =>
        db()
          .collection(COLLECTIONS.affiliateJobs)
          .add({ ...jobBody(title), affiliateId: owner.id, jobId: `AFF-${title}`, createdAt: Timestamp.now() }),
      ),
    );
    const referrals = await Promise.all(
      jobs.map((job, i) => {
        const referral: ReferralFields = {
          affiliateJobId: job.id,
          affiliateId: owner.id,
          jobId: `AFF-${i}`,
          jobTitle: 'Welder',
          studentName: `Student ${i}`,
          email: `student.${i}.${TAG}@example.com`,
          stage: 'referred',
        };
        return db()
          .collection(COLLECTIONS.referrals)
          .add({ ...referral, createdAt: FieldValue.serverTimestamp() });
      }),
    );
    return { jobs: jobs.map((job) => job.id), referrals: referrals.map((referral) => referral.id) };
  }

  it('a job stored before reviews counts as approved; an admin edit keeps its review; one delete leaves the rest', async () => {
    const { jobs, referrals } = await legacyJobsWithReferrals();
    expect(await ownJob(owner, jobs[0]!)).toMatchObject({ review: 'approved' });

    const edited = { ...jobBody('Welder Grade 2'), location: 'Nashik' };
    const [edit, referralEdit, badReferral] = await Promise.all([
      call('affiliateJobAdminUpdate', { token: admin, params: { id: jobs[0]! }, json: edited }),
      call('referralUpdate', { token: admin, params: { id: referrals[1]! }, json: { studentName: 'Asha Rao', email: 'asha@example.com' } }),
      call('referralUpdate', { token: admin, params: { id: referrals[1]! }, json: { studentName: 'Asha Rao', email: 'asha@' } }),
    ]);
    expect(edit.status).toBe(200);
    expect(edit.json).toMatchObject({ ...edited, _id: jobs[0], affiliateId: owner.id, review: 'approved' });
    expect(referralEdit.json).toMatchObject({ _id: referrals[1], studentName: 'Asha Rao', email: 'asha@example.com', stage: 'referred' });
    expect(badReferral.status).toBe(400);

    const [jobDelete, referralDelete] = await Promise.all([
      call('affiliateJobAdminDelete', { token: admin, params: { id: jobs[0]! } }),
      call('referralDeleteOne', { token: admin, params: { id: referrals[1]! } }),
    ]);
    expect([jobDelete.status, referralDelete.status]).toEqual([200, 200]);
    const [again, stillThere] = await Promise.all([
      call('affiliateJobAdminDelete', { token: admin, params: { id: jobs[0]! } }),
      Promise.all([
        exists(COLLECTIONS.affiliateJobs, jobs[0]!),
        exists(COLLECTIONS.referrals, referrals[0]!),
        exists(COLLECTIONS.affiliateJobs, jobs[1]!),
        exists(COLLECTIONS.referrals, referrals[1]!),
        exists(COLLECTIONS.affiliateJobs, approvedId),
        exists(COLLECTIONS.affiliates, owner.id),
      ]),
    ]);
    expect(again.status).toBe(404);
    // The deleted job took its referral with it; the other job, the affiliate and its other jobs stay.
    expect(stillThere).toEqual([false, false, true, false, true, true]);
    // It went to the trash with its referral: Undo (the batch its answer names) brings both back.
    const undo = await call('trashRestore', { token: admin, json: { batches: [jobDelete.headers.get(TRASH_BATCH_HEADER)] } });
    expect(undo.json).toMatchObject({ restored: 1, skipped: 0 });
    expect(await Promise.all([exists(COLLECTIONS.affiliateJobs, jobs[0]!), exists(COLLECTIONS.referrals, referrals[0]!)])).toEqual([
      true,
      true,
    ]);
  });

  it('deleting one referral moves it to the trash with one audit entry, and Undo brings it back with its id and fields', async () => {
    const { jobs, referrals } = await legacyJobsWithReferrals();
    const id = referrals[0]!;
    const before = (await db().collection(COLLECTIONS.referrals).doc(id).get()).data();
    const deleted = await call('referralDeleteOne', { token: admin, params: { id } });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ message: API_MESSAGES.deleted(1), deleted: 1 });
    const batch = deleted.headers.get(TRASH_BATCH_HEADER)!;
    expect(batch).toEqual(expect.any(String));
    const again = await call('referralDeleteOne', { token: admin, params: { id } });
    expect(again.status).toBe(404);
    const [stillThere, entries, audits, screen] = await Promise.all([
      exists(COLLECTIONS.referrals, id),
      db().collection(COLLECTIONS.trash).where('batch', '==', batch).get(),
      db().collection(COLLECTIONS.audit).where('ids', 'array-contains', id).get(),
      call('trashList', { token: admin, query: { limit: '10', kind: 'referrals', q: TAG } }),
    ]);
    expect(stillThere).toBe(false);
    expect(entries.docs.map((entry) => [entry.get('kind'), entry.get('originalId')])).toEqual([['referrals', id]]);
    expect(decodeFields(entries.docs[0]!.get('data'))).toEqual(before);
    expect(audits.docs.map((entry) => [entry.get('action'), entry.get('kind'), entry.get('count')])).toEqual([['delete', 'referrals', 1]]);
    expect(screen.json.rows.map((row: { title: string }) => row.title)).toEqual([`Student 0 · student.0.${TAG}@example.com · Welder`]);

    const undo = await call('trashRestore', { token: admin, json: { batches: [batch] } });
    expect(undo.json).toMatchObject({ restored: 1, skipped: 0 });
    expect((await db().collection(COLLECTIONS.referrals).doc(id).get()).data()).toEqual(before);
    const listed = await call('referredStudents', { token: admin, params: { affiliateJobId: jobs[0]! } });
    expect(listed.json.map((referral: { _id: string }) => referral._id)).toEqual([id]);
  });

  it('every admin path of the review answers 401 anonymous and 403 to an affiliate', async () => {
    const paths: [EndpointName, Record<string, string>?, unknown?][] = [
      ['affiliateJobReviewList'],
      ['affiliateJobPendingCount'],
      ['affiliateJobReview', { id: approvedId }, { decision: 'approve' }],
      ['affiliateJobAdminUpdate', { id: approvedId }, jobBody('Hacked')],
      ['affiliateJobAdminDelete', { id: approvedId }],
      ['referralUpdate', { id: 'any' }, { studentName: 'X', email: 'x@example.com' }],
      ['referralDeleteOne', { id: 'any' }],
    ];
    await Promise.all(paths.map(([name, params, json]) => expectAdminOnly(name, params, json)));
    expect(await ownJob(owner, approvedId)).toMatchObject({ review: 'pending', jobTitle: `Senior Store Manager ${TAG}` });
  });
});
