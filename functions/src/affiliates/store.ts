import { FieldValue } from 'firebase-admin/firestore';
import {
  AFFILIATE_PROFILE_FIELDS,
  emptyStageCounts,
  isPipelineStage,
  type AffiliateJobInput,
  type AffiliateJobWithReferrals,
  type AffiliateProfile,
  type Referral,
  type ReviewedAffiliateJob,
  type StageCounts,
} from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { indexedQuery } from '../firestore/indexedQueries';
import { isoOf, reviewedAffiliateJobFromDoc } from '../jobs/records';
import { affiliateJobContent, pendingReviewFields } from './jobWrites';
import { jobsPostedCountsIn } from './jobsPosted';
import { referralsWithOutcomes } from '../pipeline/referralOutcomes';
import { stageCountsPerJob } from '../pipeline/stageCounts';
import { auditInto } from '../audit/requestAudit';

/** Reads and writes of one affiliate's own data: profile, jobs, referrals and their counts. */

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

const ownJobs = (affiliateId: string) => db().collection(COLLECTIONS.affiliateJobs).where('affiliateId', '==', affiliateId);
const ownReferrals = (affiliateId: string) => db().collection(COLLECTIONS.referrals).where('affiliateId', '==', affiliateId);

/** Count aggregations: no document is read. */
export async function countOwnJobs(affiliateId: string): Promise<number> {
  return (await ownJobs(affiliateId).count().get()).data().count;
}

export async function countOwnReferrals(affiliateId: string): Promise<number> {
  return (await ownReferrals(affiliateId).count().get()).data().count;
}

/**
 * A job's candidates per stage: its applications (count() aggregations), and its referrals that led
 * to none yet at the stage an admin set (a referral that led to an application is that application).
 */
function candidatesPerStage(applications: StageCounts, referrals: readonly Referral[]): StageCounts {
  const counts = { ...applications };
  for (const referral of referrals) if (referral.applicationId === null && isPipelineStage(referral.stage)) counts[referral.stage] += 1;
  return counts;
}

/**
 * The affiliate's jobs, newest first, each with its referrals (oldest first, each with the stage of
 * the application it led to) and their count, and the job's candidates per stage (counts only).
 */
export async function listOwnJobsWithReferrals(affiliateId: string): Promise<AffiliateJobWithReferrals[]> {
  const [jobs, referrals] = await Promise.all([indexedQuery('ownAffiliateJobs', { affiliateId }).get(), ownReferrals(affiliateId).get()]);
  const [withOutcomes, stageCounts] = await Promise.all([
    referralsWithOutcomes(referrals.docs),
    stageCountsPerJob(jobs.docs.map((doc) => doc.id)),
  ]);
  const byJob = new Map<string, Referral[]>();
  for (const referral of withOutcomes) {
    byJob.set(referral.affiliateJobId, [...(byJob.get(referral.affiliateJobId) ?? []), referral]);
  }
  return jobs.docs.map((doc) => {
    const job = reviewedAffiliateJobFromDoc(doc);
    const list = (byJob.get(job._id) ?? []).sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
    const applications = stageCounts.get(job._id) ?? emptyStageCounts();
    return { ...job, referredCount: list.length, referrals: list, stageCounts: candidatesPerStage(applications, list) };
  });
}

/**
 * Stores a job for `affiliateId`; the server makes its id, its jobId and its createdAt, and writes
 * its search fields and its lifecycle with it: open, pending review, so not listed.
 */
export async function createOwnJob(affiliateId: string, input: Omit<AffiliateJobInput, 'affiliateId'>): Promise<ReviewedAffiliateJob> {
  const ref = db().collection(COLLECTIONS.affiliateJobs).doc();
  // Not listed, so not counted in the location suggestions: no transaction with those counts (posts
  // made at once do not queue on that document). Approval counts it (jobWrites.updateJobLifecycle).
  // The affiliate's own Jobs Posted goes up with it (its profile is read in the transaction).
  await db().runTransaction(async (tx) => {
    const countJobsPosted = await jobsPostedCountsIn(tx, [affiliateId]);
    tx.create(ref, {
      ...affiliateJobContent(input, `AFF-${ref.id.slice(0, 8).toUpperCase()}`),
      ...pendingReviewFields('open'),
      affiliateId,
      createdAt: FieldValue.serverTimestamp(),
    });
    countJobsPosted(new Map([[affiliateId, 1]]));
    auditInto(tx, COLLECTIONS.affiliateJobs, [ref.id]);
  });
  return reviewedAffiliateJobFromDoc(await ref.get());
}

export async function findProfile(affiliateId: string): Promise<AffiliateProfile | null> {
  const doc = await db().collection(COLLECTIONS.affiliates).doc(affiliateId).get();
  if (!doc.exists) return null;
  const data = doc.data() ?? {};
  const fields = Object.fromEntries(AFFILIATE_PROFILE_FIELDS.map((key) => [key, text(data[key])])) as Record<
    (typeof AFFILIATE_PROFILE_FIELDS)[number],
    string
  >;
  return { _id: doc.id, ...fields, createdAt: isoOf(data.createdAt) };
}
