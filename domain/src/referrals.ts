/** A student an admin referred to an affiliate's job, as stored in `referrals` (affiliate and admin read the same shape). */
export interface ReferralFields {
  /** The affiliate job's document id (`_id`). */
  affiliateJobId: string;
  affiliateId: string;
  /** The affiliate job's own jobId field. */
  jobId: string;
  /** Taken from the job by the server. */
  jobTitle: string;
  studentName: string;
  email: string;
  /** Free text set by the admin (Offer Letter, HR, Interview have badge colours). */
  status: string;
}

/** A referral as the API answers it. */
export interface ReferralRecord extends ReferralFields {
  _id: string;
  createdAt: string | null;
}

export const REFERRAL_FIELDS = ['affiliateJobId', 'affiliateId', 'jobId', 'jobTitle', 'studentName', 'email', 'status'] as const;
