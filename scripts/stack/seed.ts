import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  AFFILIATE_FIELDS,
  JOB_POST_FIELDS,
  isStaffRole,
  jobLifecycleFields,
  jobSearchFields,
  ROLES,
  withSearchTokens,
} from '@careers/domain';
import { recordStaffAccount } from '../../functions/src/accounts/staffAccounts';
import { COLLECTIONS } from '../../functions/src/collections';
import { auth, db } from '../../functions/src/firebase';
import { backfillJobsPosted } from '../../functions/src/affiliates/jobsPosted';
import { backfillAppliedCounts } from '../../functions/src/jobs/appliedCounts';
import { backfillJobSearch } from '../../functions/src/jobs/jobWrites';
import { DEMO_ADMIN, DEMO_AFFILIATE, DEMO_RECRUITER, DEMO_AFFILIATE_JOBS, DEMO_REFERRALS, demoJobs } from './demoData';
import { seedDemoSubmissions } from './seedSubmissions';
import type { ReferralFields } from '@careers/domain';

/** Creates the user if missing, (re)sets its password and role claim (with its staff record for admin and recruiter); returns its uid. */
export async function ensureUser(email: string, password: string, role: string, displayName?: string): Promise<string> {
  const users = auth();
  let uid: string;
  try {
    uid = (await users.getUserByEmail(email)).uid;
    await users.updateUser(uid, { password });
  } catch {
    uid = (await users.createUser({ email, password, displayName, emailVerified: true })).uid;
  }
  await users.setCustomUserClaims(uid, { role });
  if (isStaffRole(role)) await recordStaffAccount({ uid, email, disabled: false }, role);
  return uid;
}

/** Demo data for the local stack; running it twice leaves the same data. */
/** A demo affiliate job's document id: fixed, so seeding again overwrites it, and never built from the affiliate's uid (the public sees job ids). */
const demoAffiliateJobId = (index: number) => `demo-affiliate-job-${index + 1}`;

export async function seedDemoData(): Promise<{ jobs: number; affiliateJobs: number; referrals: number }> {
  await ensureUser(DEMO_ADMIN.email, DEMO_ADMIN.password, ROLES.admin, DEMO_ADMIN.displayName);
  await ensureUser(DEMO_RECRUITER.email, DEMO_RECRUITER.password, ROLES.recruiter, DEMO_RECRUITER.displayName);
  const affiliateId = await ensureUser(DEMO_AFFILIATE.email, DEMO_AFFILIATE.password, ROLES.affiliate, DEMO_AFFILIATE.profile.fullName);

  const firestore = db();
  const batch = firestore.batch();
  const jobs = demoJobs();
  const day = 24 * 60 * 60 * 1000;
  jobs.forEach((job, i) => {
    batch.set(firestore.collection(COLLECTIONS.jobs).doc(job.jobId), {
      ...withSearchTokens(JOB_POST_FIELDS, job),
      ...jobSearchFields(job.title, job.location, job),
      ...jobLifecycleFields({ status: 'open' }, 'fixed'),
      createdAt: Timestamp.fromMillis(Date.now() - i * day),
    });
  });
  batch.set(
    firestore.collection(COLLECTIONS.affiliates).doc(affiliateId),
    { ...withSearchTokens(AFFILIATE_FIELDS, DEMO_AFFILIATE.profile), createdAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
  DEMO_AFFILIATE_JOBS.forEach((job, i) => {
    const id = demoAffiliateJobId(i);
    batch.set(firestore.collection(COLLECTIONS.affiliateJobs).doc(id), {
      ...job,
      ...jobSearchFields(job.jobTitle, job.location),
      ...jobLifecycleFields({ status: 'open', review: 'approved' }, 'affiliate'),
      affiliateId,
      jobId: `AFF${String(i + 1).padStart(3, '0')}`,
      createdAt: Timestamp.fromMillis(Date.now() - i * day),
    });
  });
  DEMO_REFERRALS.forEach(({ job, ...student }, i) => {
    const referral: ReferralFields = {
      ...student,
      affiliateId,
      affiliateJobId: demoAffiliateJobId(job),
      jobId: `AFF${String(job + 1).padStart(3, '0')}`,
      jobTitle: DEMO_AFFILIATE_JOBS[job]!.jobTitle,
    };
    batch.set(firestore.collection(COLLECTIONS.referrals).doc(`${affiliateId}-referral-${i + 1}`), {
      ...referral,
      createdAt: Timestamp.fromMillis(Date.now() - (DEMO_REFERRALS.length - i) * day),
    });
  });
  await batch.commit();
  await seedDemoSubmissions();
  // The demo jobs were (re)written without their applied counts: count their demo applications.
  await backfillAppliedCounts(jobs.map((job) => job.jobId));
  // And the demo affiliate's Jobs Posted, of its demo jobs and any a previous run kept.
  await backfillJobsPosted(affiliateId);
  // The location suggestions' counts, of these jobs and of any a previous run of the stack kept (and the lifecycle fields of those).
  await backfillJobSearch();
  return { jobs: jobs.length, affiliateJobs: DEMO_AFFILIATE_JOBS.length, referrals: DEMO_REFERRALS.length };
}
