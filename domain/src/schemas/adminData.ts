/** Bodies and queries of the admin data calls: bulk ids, referrals, notification filters. */
import { z } from 'zod';
import { ADMIN_MESSAGES as M } from '../messages';
import { NOTIFICATION_STATUSES, NOTIFICATION_TYPES } from '../options';
import { emailField, idListField, requiredText } from './fields';
import { referralInitialStatusField } from './pipeline';

const ids = () => idListField(M.selectionRequired, M.idInvalid);

/** {ids}: notifications delete and mark-as-read; students, colleges, companies, contacts, applications delete. */
export const idsSchema = z.object({ ids: ids() });
export type IdsInput = z.infer<typeof idsSchema>;

/** DELETE /api/affiliate/delete. */
export const affiliateIdsSchema = z.object({ affiliateIds: ids() });
export type AffiliateIdsInput = z.infer<typeof affiliateIdsSchema>;

/** DELETE /api/cards/cards: {jobId: list}. */
export const jobIdsSchema = z.object({ jobId: ids() });
export type JobIdsInput = z.infer<typeof jobIdsSchema>;

/** POST /api/referstudent. */
export const referStudentSchema = z.object({
  jobId: requiredText(M.jobIdRequired),
  affiliateId: requiredText(M.affiliateIdRequired),
  studentName: requiredText(M.studentNameRequired),
  email: emailField({ required: M.emailRequired, invalid: M.emailInvalid }),
  /** The referral's status (see referralInitialStatusField); none when absent, and the referral is `referred`. */
  status: referralInitialStatusField(),
  jobTitle: requiredText(M.jobTitleRequired),
});
export type ReferStudentInput = z.input<typeof referStudentSchema>;

/** PUT /api/admin/referrals/{id}: the referred student's name and email (the stage has its own path, the job stays). */
export const referralEditSchema = referStudentSchema.pick({ studentName: true, email: true });
export type ReferralEditInput = z.infer<typeof referralEditSchema>;

/** Query values: trimmed, lower-cased, '' means absent. */
const filterKey = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value);

/** GET /api/notifications?searchTerm=&filterType=&filterStatus= */
export const notificationQuerySchema = z.object({
  searchTerm: z
    .string()
    .trim()
    .optional()
    .transform((term) => term || undefined),
  filterType: z.preprocess(filterKey, z.enum(NOTIFICATION_TYPES, { error: M.notificationTypeInvalid }).optional()),
  filterStatus: z.preprocess(filterKey, z.enum(NOTIFICATION_STATUSES, { error: M.notificationStatusInvalid }).optional()),
});
export type NotificationQuery = z.infer<typeof notificationQuerySchema>;
