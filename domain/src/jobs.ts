/** The job shapes of spec section 3, as stored and as the public API answers them (with `_id`). */

export const JOB_FIELDS = [
  'jobId',
  'title',
  'location',
  'salary',
  'experience',
  'jobDescription',
  'department',
  'jobRole',
  'roleCategory',
  'employmentType',
  'education',
  'englishLevel',
  'gender',
] as const;

export const AFFILIATE_JOB_FIELDS = ['affiliateId', 'jobId', 'jobTitle', 'skillset', 'experience', 'location', 'domain', 'salary'] as const;

/** A fixed job's own fields (all text). */
export type JobFields = Record<(typeof JOB_FIELDS)[number], string>;
export type AffiliateJobFields = Record<(typeof AFFILIATE_JOB_FIELDS)[number], string>;

/** A fixed job as GET /api/cards/cards and /api/cards/cards/{id} answer it. */
export interface FixedJob extends JobFields {
  _id: string;
  createdAt: string | null;
}

/** An affiliate's job as GET /api/affiliatejob and /api/affiliatejob/job/{id} answer it. */
export interface AffiliateJob extends AffiliateJobFields {
  _id: string;
  createdAt: string | null;
}
