import type { AffiliateJob } from './jobs';
import type { ReviewState } from './jobLifecycle';
import type { ReferralStage, StageCounts } from './pipeline';

/**
 * A student an admin referred to an affiliate's job, as stored in the `referrals` collection. The
 * admin refer path writes it; the affiliate's own jobs list and counts and the admin views read it.
 */
export interface ReferralFields {
  /** The `_id` of the affiliate job the student was referred to. */
  affiliateJobId: string;
  /** The owner of that job (its affiliate's uid), kept so counts need no join. */
  affiliateId: string;
  /** The affiliate job's own jobId field. */
  jobId: string;
  /** Taken from the job by the server. */
  jobTitle: string;
  studentName: string;
  email: string;
  /**
   * The stage an admin set while the student has no application (`referred` at first, or the
   * stage the admin's free-text status names). Referrals stored before stages existed have only a
   * free-text `status`, read with legacyReferralStage.
   */
  stage: ReferralStage;
}

/** The text fields of a stored referral, read as they are. */
export const REFERRAL_FIELDS = ['affiliateJobId', 'affiliateId', 'jobId', 'jobTitle', 'studentName', 'email'] as const;

/**
 * A referral as the API answers it (`createdAt` as ISO text). Its `stage` is the stage of the
 * application it led to (same affiliate job, same email in any case), else the stored one; its
 * `status` is the admin's free text while the referral stays at the stage it was written beside,
 * else that stage's applicant-facing word (referralStatusText), e.g. 'Offer Letter', 'Interview'.
 */
export interface Referral extends ReferralFields {
  _id: string;
  status: string;
  /** The application the referral led to, when the student applied. */
  applicationId: string | null;
  createdAt: string | null;
}

/**
 * An affiliate job as its owner and the admins see it: with its review state (a job
 * stored before reviews existed reads as approved), the rejection's reason and when it was decided.
 */
export interface ReviewedAffiliateJob extends AffiliateJob {
  review: ReviewState;
  reviewReason: string | null;
  reviewedAt: string | null;
}

/**
 * The affiliate's own job list entry (GET /api/affiliateJob/{id}): the job with its review, its
 * referrals, and how many candidates it has at each stage: its applications, and its referrals that
 * have not applied at the stage an admin set (counts only: no applicant's details).
 */
export interface AffiliateJobWithReferrals extends ReviewedAffiliateJob {
  referredCount: number;
  referrals: Referral[];
  stageCounts: StageCounts;
}

/** An affiliate's stored profile as GET /api/affiliate/profile/{id} answers it (`affiliate`). */
export interface AffiliateProfile {
  _id: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  companyEmail: string;
  designation: string;
  createdAt: string | null;
}

export const AFFILIATE_PROFILE_FIELDS = ['fullName', 'email', 'phoneNumber', 'companyName', 'companyEmail', 'designation'] as const;
