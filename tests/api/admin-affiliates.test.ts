import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  COMMISSION_RATE_DEFAULT_BP,
  API_MESSAGES,
  COMMON_MESSAGES,
  REFERRAL_STATUS_MAX_LENGTH,
  ROLES,
  TRASH_BATCH_HEADER,
  TRASH_MESSAGES,
} from '@careers/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../functions/src/collections';
import { auth, db } from '../../functions/src/firebase';
import { ensureUser } from '../../scripts/stack/seed';
import { call, exists, expectAdminOnly } from '../support/admin';
import { countDocs, uniqueLetters } from '../support/submissions';
import { DEMO_AFFILIATE, adminToken, idTokenFor, useEmulators } from '../support/stack';

useEmulators();

let token: string;
let demoAffiliateId: string;
beforeAll(async () => {
  token = await adminToken();
  demoAffiliateId = (await auth().getUserByEmail(DEMO_AFFILIATE.email)).uid;
});

const PASSWORD = 'Partner@1234';

/** A throwaway affiliate: account with the claim, profile and two jobs. */
async function makeAffiliate() {
  const tag = uniqueLetters();
  const email = `partner.${tag}@example.in`;
  const uid = await ensureUser(email, PASSWORD, ROLES.affiliate);
  const profile = {
    fullName: `Partner ${tag}`,
    email,
    phoneNumber: '9876500000',
    companyName: 'Hire Co',
    companyEmail: `team.${tag}@hire.example`,
    designation: 'Recruiter',
  };
  await db()
    .collection(COLLECTIONS.affiliates)
    .doc(uid)
    .set({ ...profile, createdAt: Timestamp.now() });
  const jobs = await Promise.all(
    ['Welder', 'Electrician'].map(async (jobTitle, i) => {
      const ref = await db()
        .collection(COLLECTIONS.affiliateJobs)
        .add({
          affiliateId: uid,
          jobId: `AFF${tag}${i}`,
          jobTitle,
          skillset: 'ITI',
          experience: '1 year',
          location: 'Pune',
          domain: 'Trades',
          salary: '3 LPA',
          createdAt: Timestamp.now(),
        });
      return { _id: ref.id, jobId: `AFF${tag}${i}`, jobTitle };
    }),
  );
  return { uid, email, profile, jobs };
}

const refer = (affiliateId: string, jobId: string, extra: Record<string, string> = {}) =>
  call('referStudent', {
    token,
    json: {
      jobId,
      affiliateId,
      studentName: 'Kiran Rao',
      email: `kiran.${uniqueLetters()}@gmail.com`,
      status: 'Interview',
      jobTitle: 'Not the real title',
      ...extra,
    },
  });

describe('admin affiliates', () => {
  it.each([
    ['affiliateList', undefined, undefined],
    ['affiliateDelete', undefined, { affiliateIds: ['x'] }],
    ['referredCountForJob', { jobId: 'x' }, undefined],
    ['referredStudents', { affiliateJobId: 'x' }, undefined],
    ['referStudent', undefined, { jobId: 'x' }],
    ['referralStatusUpdate', { id: 'x' }, { status: 'HR' }],
  ] as const)('%s is admin-only', async (name, params, json) => {
    await expectAdminOnly(name, params, json);
  });

  it('lists affiliates as lean rows with jobsPosted', async () => {
    const { uid, profile } = await makeAffiliate();
    const res = await call('affiliateList', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.json.affiliates.find((row: { _id: string }) => row._id === uid)).toEqual({
      _id: uid,
      ...profile,
      createdAt: expect.stringMatching(/Z$/),
      jobsPosted: 2,
      commissionRate: COMMISSION_RATE_DEFAULT_BP / 100,
    });
    const demo = res.json.affiliates.find((row: { _id: string }) => row._id === demoAffiliateId);
    expect(demo.jobsPosted).toBe(await countDocs(COLLECTIONS.affiliateJobs, 'affiliateId', demoAffiliateId));
  });

  it("refers a student to an affiliate's job with the job's own title, lists, counts and updates the referral", async () => {
    const { uid, jobs } = await makeAffiliate();
    const job = jobs[0]!;
    const res = await refer(uid, job._id);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      affiliateJobId: job._id,
      affiliateId: uid,
      jobId: job.jobId,
      jobTitle: job.jobTitle,
      studentName: 'Kiran Rao',
      stage: 'interview',
      status: 'Interview',
      applicationId: null,
    });
    // The affiliate job's own jobId names it as well.
    expect((await refer(uid, job.jobId)).status).toBe(201);

    const listed = await call('referredStudents', { token, params: { affiliateJobId: job._id } });
    expect(listed.status).toBe(200);
    expect(listed.json).toHaveLength(2);
    expect(listed.json.map((row: { _id: string }) => row._id)).toContain(res.json._id);
    expect((await call('referredCountForJob', { token, params: { jobId: job._id } })).json).toEqual({ referredCount: 2 });
    expect((await call('referredCountForJob', { token, params: { jobId: jobs[1]!._id } })).json).toEqual({ referredCount: 0 });

    // Without an application from the student, the stage is kept on the referral. The status is
    // free text: a text naming a stage (the spec's 'Offer Letter' and 'HR' included) moves it and
    // shows as written; any other text stands beside the stage the referral had.
    const update = (status: unknown) => call('referralStatusUpdate', { token, params: { id: res.json._id }, json: { status } });
    const updated = await update(' Offer Letter ');
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ stage: 'offer', status: 'Offer Letter', applicationId: null });
    expect((await db().collection(COLLECTIONS.referrals).doc(res.json._id).get()).get('stage')).toBe('offer');
    expect((await update('hr')).json).toMatchObject({ stage: 'screening', status: 'hr' });
    expect((await update('Waiting for the second round')).json).toMatchObject({
      stage: 'screening',
      status: 'Waiting for the second round',
    });
    const listedAgain = await call('referredStudents', { token, params: { affiliateJobId: job._id } });
    expect(listedAgain.json.find((row: { _id: string }) => row._id === res.json._id)).toMatchObject({
      stage: 'screening',
      status: 'Waiting for the second round',
    });
    const tooLong = await update('x'.repeat(REFERRAL_STATUS_MAX_LENGTH + 1));
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.message).toBe(COMMON_MESSAGES.tooLong(REFERRAL_STATUS_MAX_LENGTH));
    expect((await update(42)).status).toBe(400);
    expect((await update('Hired')).json).toMatchObject({ stage: 'hired', status: 'Hired' });

    const blank = await call('referralStatusUpdate', { token, params: { id: res.json._id }, json: { status: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toBe(ADMIN_MESSAGES.statusRequired);
    const missing = await call('referralStatusUpdate', { token, params: { id: 'no-such-referral' }, json: { status: 'Interview' } });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(API_MESSAGES.referralNotFound);
  });

  it('refuses a referral to a missing job (404), to another affiliate job (400) or without a name (400)', async () => {
    const { uid } = await makeAffiliate();
    const before = await countDocs(COLLECTIONS.referrals);
    const missing = await refer(uid, 'no-such-job');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(API_MESSAGES.jobNotFound);
    const demoJob = (await db().collection(COLLECTIONS.affiliateJobs).where('affiliateId', '==', demoAffiliateId).limit(1).get()).docs[0]!;
    const foreign = await refer(uid, demoJob.id);
    expect(foreign.status).toBe(400);
    expect(foreign.json.message).toBe(API_MESSAGES.affiliateJobNotOwned);
    const nameless = await refer(demoAffiliateId, demoJob.id, { studentName: '' });
    expect(nameless.status).toBe(400);
    expect(nameless.json.message).toBe(ADMIN_MESSAGES.studentNameRequired);
    expect(await countDocs(COLLECTIONS.referrals)).toBe(before);
  });

  it('moves an affiliate to the trash with its jobs and referrals, its account disabled; Undo brings all back, the purge deletes the account', async () => {
    const { uid, email, jobs } = await makeAffiliate();
    const referral = (await refer(uid, jobs[0]!._id)).json;
    const session = await idTokenFor(email, PASSWORD);
    expect((await call('affiliateProfile', { token: session, params: { affiliateId: uid } })).status).toBe(200);
    const docsOf = () =>
      db().getAll(
        ...[
          [COLLECTIONS.affiliates, uid] as const,
          ...jobs.map((job) => [COLLECTIONS.affiliateJobs, job._id] as const),
          [COLLECTIONS.referrals, referral._id] as const,
        ].map(([collection, id]) => db().collection(collection).doc(id)),
      );
    const before = (await docsOf()).map((doc) => doc.data());

    const empty = await call('affiliateDelete', { token, json: { affiliateIds: [] } });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe(ADMIN_MESSAGES.selectionRequired);

    const res = await call('affiliateDelete', { token, json: { affiliateIds: [uid, 'no-such-affiliate'] } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: API_MESSAGES.deleted(1), deleted: 1 });
    const batch = res.headers.get(TRASH_BATCH_HEADER)!;
    expect((await auth().getUser(uid)).disabled).toBe(true);
    await expect(idTokenFor(email, PASSWORD)).rejects.toThrow();
    // Its ID token from before is refused at once, not when it would expire an hour later.
    expect((await call('affiliateProfile', { token: session, params: { affiliateId: uid } })).status).toBe(401);
    expect((await docsOf()).map((doc) => doc.exists)).toEqual([false, false, false, false]);
    expect(await exists(COLLECTIONS.affiliates, demoAffiliateId)).toBe(true);
    const screen = await call('trashList', { token, query: { limit: '10', kind: 'affiliates', q: email } });
    expect(screen.json.rows.map((row: Record<string, unknown>) => row.title)).toEqual([`${before[0]!.fullName} · ${email}`]);

    // Undo: the profile, its jobs and its referral exactly as they were, and the account signs in again.
    const restored = await call('trashRestore', { token, json: { batches: [batch] } });
    expect(restored.json).toEqual({ message: TRASH_MESSAGES.restored(1), restored: 1, skipped: 0 });
    expect((await docsOf()).map((doc) => doc.data())).toEqual(before);
    expect((await auth().getUser(uid)).disabled).toBe(false);
    await expect(idTokenFor(email, PASSWORD)).resolves.toEqual(expect.any(String));

    // Deleted again and deleted for good from the Trash: the account goes.
    const again = await call('affiliateDelete', { token, json: { affiliateIds: [uid] } });
    const [entry] = (await db().collection(COLLECTIONS.trash).where('batch', '==', again.headers.get(TRASH_BATCH_HEADER)).get()).docs;
    expect((await call('trashDelete', { token, json: { ids: [entry!.id] } })).json.deleted).toBe(1);
    await expect(auth().getUser(uid)).rejects.toThrow();
    expect((await docsOf()).some((doc) => doc.exists)).toBe(false);
  });
});
