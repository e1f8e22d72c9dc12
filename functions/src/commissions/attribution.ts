import { FieldValue, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import { REFERRED } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { EMAIL_KEY, emailKeyOf } from '../pipeline/applications';
import { affiliateOfCode } from './referralCodes';

/** The application fields naming the affiliate it is attributed to, and the job document whose fee applies. */
export const ATTRIBUTION = { affiliateId: 'referredBy', code: 'referralCode', jobPath: 'referralJobPath' } as const;

export interface Attribution {
  affiliateId: string;
  /** The code the visitor came with, when it is what attributed the application. */
  code: string | null;
  /** The job document (`jobs/ID` or `affiliateJobs/ID`) whose placement fee a commission takes. */
  jobPath: string;
}

/**
 * Who an application is attributed to: an affiliate job's owner (its own job is its own placement,
 * whatever code came with it), else the affiliate whose code the visitor arrived with. An unknown or
 * malformed code attributes nothing, and is never an error.
 */
export async function attributionOf(job: { id: string; countedOn?: string }, ownerId: string, ref: string): Promise<Attribution | null> {
  const byCode = ref ? await affiliateOfCode(ref) : null;
  if (ownerId)
    return {
      affiliateId: ownerId,
      code: byCode === ownerId ? ref.trim().toUpperCase() : null,
      jobPath: `${COLLECTIONS.affiliateJobs}/${job.id}`,
    };
  if (!byCode || !job.countedOn) return null;
  return { affiliateId: byCode, code: ref.trim().toUpperCase(), jobPath: `${COLLECTIONS.jobs}/${job.countedOn}` };
}

export const attributionFields = (attribution: Attribution | null) =>
  attribution
    ? {
        [ATTRIBUTION.affiliateId]: attribution.affiliateId,
        [ATTRIBUTION.code]: attribution.code,
        [ATTRIBUTION.jobPath]: attribution.jobPath,
      }
    : {};

/**
 * An application that came through a referral link shows in its affiliate's referrals as an admin's
 * referral does (its stage is the application's: pipeline/referralOutcomes.ts matches them on job and
 * address). Its id derives from the application's, and it is written in the application's batch, so a
 * retried apply never lists it twice.
 */
export function writeLinkReferral(
  batch: WriteBatch,
  application: DocumentReference,
  attribution: Attribution | null,
  fields: { jobId: string; jobTitle: string; name: string; email: string },
): void {
  if (!attribution?.code) return;
  batch.set(db().collection(COLLECTIONS.referrals).doc(`link-${application.id}`), {
    affiliateJobId: fields.jobId,
    affiliateId: attribution.affiliateId,
    jobId: fields.jobId,
    jobTitle: fields.jobTitle,
    studentName: fields.name,
    email: fields.email,
    [EMAIL_KEY]: emailKeyOf(fields.email),
    stage: REFERRED,
    source: 'link',
    applicationId: application.id,
    createdAt: FieldValue.serverTimestamp(),
  });
}
