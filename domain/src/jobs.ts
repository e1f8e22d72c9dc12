/** The job shapes of spec section 3, as stored and as the public API answers them (with `_id`). */
import type { JobStatus } from './jobLifecycle';

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

/**
 * The fields of a fixed job that its card in the public list shows (title, place, pay, experience,
 * role category, role, job type). The list answers only these: the details call and the job page carry the rest, the
 * description above all, which is most of a job's size (10,000 jobs: 5.7 MB listed whole).
 */
export const JOB_CARD_FIELDS = [
  'jobId',
  'title',
  'location',
  'salary',
  'experience',
  'department',
  'jobRole',
  'roleCategory',
  'employmentType',
] as const;

export const AFFILIATE_JOB_FIELDS = ['affiliateId', 'jobId', 'jobTitle', 'skillset', 'experience', 'location', 'domain', 'salary'] as const;

/** A fixed job's own fields (all text). */
export type JobFields = Record<(typeof JOB_FIELDS)[number], string>;
export type AffiliateJobFields = Record<(typeof AFFILIATE_JOB_FIELDS)[number], string>;

/** A job's lifecycle as its details answer it: open unless stored otherwise, and its closing day or null. */
export interface JobLifecycleView {
  status: JobStatus;
  closingDate: string | null;
}

/** A fixed job as GET /api/cards/cards/{id} answers it. */
export interface FixedJob extends JobFields, JobLifecycleView {
  _id: string;
  createdAt: string | null;
}

/** A fixed job as the public list GET /api/cards/cards answers it. */
export type FixedJobCard = Pick<FixedJob, (typeof JOB_CARD_FIELDS)[number] | '_id' | 'createdAt'>;

/** An affiliate's job as GET /api/affiliatejob and /api/affiliatejob/job/{id} answer it. */
export interface AffiliateJob extends AffiliateJobFields, JobLifecycleView {
  _id: string;
  createdAt: string | null;
  /** The affiliate's company, which hires for the job (its public details and page answer it; absent elsewhere). */
  companyName?: string;
}
