import type { AffiliateJob } from './jobs';

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
  /** Free text set by the admin ('Offer Letter', 'HR', 'Interview' have badge colours). */
  status: string;
}

export const REFERRAL_FIELDS = ['affiliateJobId', 'affiliateId', 'jobId', 'jobTitle', 'studentName', 'email', 'status'] as const;

/** A referral as the API answers it (`createdAt` as ISO text). */
export interface Referral extends ReferralFields {
  _id: string;
  createdAt: string | null;
}

/** The affiliate's own job list entry: the job plus its referrals (GET /api/affiliateJob/{id}). */
export interface AffiliateJobWithReferrals extends AffiliateJob {
  referredCount: number;
  referrals: Referral[];
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
