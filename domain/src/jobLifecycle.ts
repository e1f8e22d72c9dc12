/**
 * The life of a job: fixed and affiliate jobs are `draft`, `open` or `closed`, with an
 * optional closing date; an affiliate job is also reviewed (`pending` until an admin approves it).
 * What the public sees follows from both, written with the job as one boolean field (LISTED_FIELD)
 * so that every public query is one equality on it: open fixed jobs, and open approved affiliate jobs.
 */

export const JOB_STATUSES = ['draft', 'open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Stored fields. A job stored before job statuses existed has none of them: it counts as open and, for an affiliate job, approved. */
export const JOB_STATUS_FIELD = 'status';
export const CLOSING_DATE_FIELD = 'closingDate';
export const REVIEW_FIELD = 'review';
/** True exactly when the public may see the job (lists, suggestions, sitemap, counts); the public queries filter on it. */
export const LISTED_FIELD = 'listed';
/** An affiliate job's last review: the rejection's reason (cleared by an approval or an edit) and when an admin decided. */
export const REVIEW_REASON_FIELD = 'reviewReason';
export const REVIEWED_AT_FIELD = 'reviewedAt';

/** A job's stored status, with a job stored before statuses existed counting as open. */
export const jobStatusOf = (stored: unknown): JobStatus => (JOB_STATUSES.includes(stored as JobStatus) ? (stored as JobStatus) : 'open');

/** An affiliate job's stored review state, with a job stored before reviews existed counting as approved. */
export const reviewStateOf = (stored: unknown): ReviewState =>
  REVIEW_STATES.includes(stored as ReviewState) ? (stored as ReviewState) : 'approved';

/** Whether the public sees a job: open, and (an affiliate job) approved. A fixed job has no review. */
export function isListed(job: { status?: unknown; review?: unknown }, kind: 'fixed' | 'affiliate'): boolean {
  return jobStatusOf(job.status) === 'open' && (kind === 'fixed' || reviewStateOf(job.review) === 'approved');
}

export const JOB_LIFECYCLE_MESSAGES = {
  status: `status must be one of ${JOB_STATUSES.join(', ')}`,
  closingDate: 'closingDate must be a date (YYYY-MM-DD)',
  closedJob: 'This job is closed and no longer accepts applications.',
  decision: 'decision must be approve or reject',
  reasonRequired: 'Please give a reason for the rejection',
  reasonTooLong: 'reason must be at most 500 characters',
  reviewStatus: `status must be one of ${REVIEW_STATES.join(', ')}`,
  reviewFrom: `from must be one of ${REVIEW_STATES.join(', ')}`,
  reviewedMeanwhile: 'Another admin reviewed this job meanwhile: reload to see its review, then decide again.',
  editGoesToReview: 'An edited job is reviewed again before it is public.',
  adminEditKeepsReview: 'Your changes keep the job’s review as it is.',
  closingDatePassed: 'closingDate must be today or later for an open job',
  similarJobs: 'Similar open jobs',
} as const;

/** How the affiliate's dashboard and the admin's queue name a review state. */
export const REVIEW_STATE_LABELS: Readonly<Record<ReviewState, string>> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** A job's review as its owner reads it: 'Pending review', 'Approved', or 'Rejected: <the reason>'. */
export const reviewStateText = (review: ReviewState, reason?: string | null): string =>
  review === 'rejected' && reason ? `${REVIEW_STATE_LABELS.rejected}: ${reason}` : REVIEW_STATE_LABELS[review];

/** What an admin's decision makes of a job's review state. */
export const REVIEW_OF_DECISION = { approve: 'approved', reject: 'rejected' } as const satisfies Record<'approve' | 'reject', ReviewState>;

/** How many similar open jobs a closed job's page offers. */
export const SIMILAR_JOBS_MAX = 4;

export const JOB_STATUS_LABELS: Readonly<Record<JobStatus, string>> = { draft: 'Draft', open: 'Open', closed: 'Closed' };

export type JobKind = 'fixed' | 'affiliate';

/** India's offset from UTC: a closing date is a day in India. */
export const IST_OFFSET_MS = 330 * 60_000;

/** The day (YYYY-MM-DD) it is in India at `now`. */
export const istDayOf = (now: Date): string => new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** When a job with this closing date stops taking applications, the end of that day in India (JobPosting's validThrough). */
export const closingTimeOf = (day: string): string => `${day}T23:59:59+05:30`;

/** Whether a closing date (a day, or none) is over at `now`. */
export const closingDatePassed = (day: unknown, now: Date): boolean => typeof day === 'string' && day !== '' && day < istDayOf(now);

/**
 * Whether a job takes applications at `now`: open, and its closing date (if any) not over (the daily
 * close may not have run yet). A job stored before statuses existed is open.
 */
export const acceptsApplications = (job: { status?: unknown; closingDate?: unknown }, now: Date): boolean =>
  jobStatusOf(job.status) === 'open' && !closingDatePassed(job.closingDate, now);

/**
 * The lifecycle fields every write of a job stores with it: its status (open unless given) and
 * LISTED_FIELD from it; an affiliate job also its review state (approved unless given).
 */
export function jobLifecycleFields(job: { status?: unknown; review?: unknown }, kind: JobKind) {
  const fields = { [JOB_STATUS_FIELD]: jobStatusOf(job.status), [LISTED_FIELD]: isListed(job, kind) };
  return kind === 'affiliate' ? { ...fields, [REVIEW_FIELD]: reviewStateOf(job.review) } : fields;
}
