/**
 * The request schemas of a job's lifecycle (domain/src/jobLifecycle.ts): the closing date, a status change and an
 * affiliate job's review. Apart from the lifecycle's rules (jobLifecycle.ts), which pages read
 * without zod: a schema built at a module's top level probes eval, which the pages' CSP refuses.
 */
import { z } from 'zod';
import { JOB_LIFECYCLE_MESSAGES, JOB_STATUSES, REVIEW_STATES } from '../jobLifecycle';
import { plainLines } from './fields';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A YYYY-MM-DD that names a day of the calendar (not 2026-02-30). */
function isCalendarDay(day: string): boolean {
  const time = DAY_PATTERN.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

/** A closing date as the job form sends it: a calendar day (the job closes at the end of it, IST). */
export const closingDateSchema = z
  .string({ error: JOB_LIFECYCLE_MESSAGES.closingDate })
  .max(10, { error: JOB_LIFECYCLE_MESSAGES.closingDate })
  .refine(isCalendarDay, { error: JOB_LIFECYCLE_MESSAGES.closingDate });

/** The job form's closing date (POST and PUT /api/cards/cards): a day, or empty for none. */
export const optionalClosingDateSchema = z
  .string({ error: JOB_LIFECYCLE_MESSAGES.closingDate })
  .trim()
  .max(10, { error: JOB_LIFECYCLE_MESSAGES.closingDate })
  .refine((day) => day === '' || isCalendarDay(day), { error: JOB_LIFECYCLE_MESSAGES.closingDate })
  .nullish()
  .transform((day) => day ?? '');

/** PUT /api/cards/cards/:jobId/status and the affiliate jobs' status path: `closingDate: null` clears it. */
export const jobStatusSchema = z.strictObject({
  status: z.enum(JOB_STATUSES, { error: JOB_LIFECYCLE_MESSAGES.status }),
  closingDate: closingDateSchema.nullable().optional(),
});
export type JobStatusInput = z.output<typeof jobStatusSchema>;

export const REVIEW_REASON_MAX_LENGTH = 500;

/**
 * PUT /api/admin/affiliate-jobs/:id/review: a rejection names its reason. `from` is the review the
 * admin decided on (what the queue showed): when the job's review has changed since, the decision is
 * refused (409), so two admins deciding one job at once end in one decision, not the last one's.
 */
export const jobReviewSchema = z
  .strictObject({
    decision: z.enum(['approve', 'reject'], { error: JOB_LIFECYCLE_MESSAGES.decision }),
    from: z.enum(REVIEW_STATES, { error: JOB_LIFECYCLE_MESSAGES.reviewFrom }).optional(),
    /** Multi-line (it is the rejection mail's paragraph): plainLines, then trimmed. */
    reason: z
      .string()
      .overwrite(plainLines)
      .trim()
      .max(REVIEW_REASON_MAX_LENGTH, { error: JOB_LIFECYCLE_MESSAGES.reasonTooLong })
      .optional(),
  })
  .refine((review) => review.decision === 'approve' || Boolean(review.reason), {
    error: JOB_LIFECYCLE_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type JobReviewInput = z.output<typeof jobReviewSchema>;
