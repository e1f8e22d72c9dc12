import { z } from 'zod';
import { COMMISSION_PERCENT, ISO_DATE_PATTERN } from '../constants';
import { optionalText } from '../schemas/fields';
import { COMMISSION_MESSAGES, COMMISSION_STATES, PLACEMENT_FEE_MAX_RUPEES } from './model';

/** At most two decimals, judged on the number's shortest text (12.5 yes, 12.345 no) so float noise never decides. */
const hasAtMost2Decimals = (value: number) => /^-?\d+(\.\d{1,2})?$/.test(String(value));

const amountField = (max: number, message: string) =>
  z
    .number({ error: message })
    .refine((value) => Number.isFinite(value) && value >= 0 && value <= max && hasAtMost2Decimals(value), { message });

/** An admin's rate for one affiliate, in percent (12.5), 0 to 20. */
export const commissionRateSchema = z.strictObject({ rate: amountField(COMMISSION_PERCENT, COMMISSION_MESSAGES.rateRange) });
export type CommissionRateInput = z.infer<typeof commissionRateSchema>;

/** A placement fee in rupees as an admin enters it; stored in paise. */
export const placementFeeField = amountField(PLACEMENT_FEE_MAX_RUPEES, COMMISSION_MESSAGES.feeRange);

/** A job's placement fee, set by an admin (on the job's form or at review). */
export const placementFeeSchema = z.strictObject({ placementFee: placementFeeField });
export const PLACEMENT_FEE_JOB_KINDS = ['jobPosts', 'affiliateJobs'] as const;
export type PlacementFeeJobKind = (typeof PLACEMENT_FEE_JOB_KINDS)[number];

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .refine((value) => ISO_DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { message });

/** An admin's move of one commission; which fields each target state needs is checked by the server. */
export const commissionUpdateSchema = z.strictObject({
  state: z.enum(['approved', 'paid', 'void'], { error: COMMISSION_MESSAGES.state }),
  placementFee: placementFeeField.optional(),
  payoutRef: optionalText(),
  paidOn: isoDate(COMMISSION_MESSAGES.paidOnRequired).optional(),
  reason: optionalText(),
});
export type CommissionUpdateInput = z.infer<typeof commissionUpdateSchema>;
/** A move as a client sends it (the fields its state does not need left out). */
export type CommissionMove = z.input<typeof commissionUpdateSchema>;

/** Filters of the commission lists (admin and affiliate): state, affiliate, created between two dates. */
export const commissionListQuerySchema = z.object({
  state: z.enum(COMMISSION_STATES, { error: COMMISSION_MESSAGES.state }).optional(),
  affiliateId: optionalText(),
  from: isoDate(COMMISSION_MESSAGES.dateInvalid('from')).optional(),
  to: isoDate(COMMISSION_MESSAGES.dateInvalid('to')).optional(),
});
export type CommissionListQuery = z.infer<typeof commissionListQuerySchema>;
