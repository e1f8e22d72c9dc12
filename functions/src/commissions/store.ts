import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { COMMISSION_RATE_DEFAULT_BP, COMMISSION_STATES, bpToPercent, type Commission, type CommissionState } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { isoOf } from '../jobs/records';

/** Stored money and rates: integer paise and basis points (domain/src/commissions/model.ts). */
export const COMMISSION_FIELDS = { feePaise: 'placementFeePaise', rateBp: 'rateBp', amountPaise: 'amountPaise' } as const;
/** The affiliate profile's rate, in basis points; absent means COMMISSION_RATE_DEFAULT_BP. */
export const AFFILIATE_RATE_FIELD = 'commissionRateBp';
/** A job's placement fee, in paise; absent means none yet. */
export const JOB_FEE_FIELD = 'placementFeePaise';

export const commissions = () => db().collection(COLLECTIONS.commissions);
/** One application has at most one commission: its document id is the application's. */
export const commissionRefFor = (applicationId: string) => commissions().doc(applicationId);

export function rateBpOf(affiliate: DocumentSnapshot | undefined): number {
  const rate = affiliate?.get(AFFILIATE_RATE_FIELD) as unknown;
  return typeof rate === 'number' && Number.isSafeInteger(rate) ? rate : COMMISSION_RATE_DEFAULT_BP;
}

export function feePaiseOf(job: DocumentSnapshot | undefined): number | null {
  const fee = job?.get(JOB_FEE_FIELD) as unknown;
  return typeof fee === 'number' && Number.isSafeInteger(fee) ? fee : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);
const paiseOrNull = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);

export const stateOf = (value: unknown): CommissionState =>
  (COMMISSION_STATES as readonly unknown[]).includes(value) ? (value as CommissionState) : 'pending';

export function commissionFromDoc(doc: DocumentSnapshot): Commission {
  const data = doc.data() ?? {};
  return {
    _id: doc.id,
    affiliateId: text(data.affiliateId),
    applicationId: text(data.applicationId),
    jobId: text(data.jobId),
    candidateName: text(data.candidateName),
    placementFee: paiseOrNull(data[COMMISSION_FIELDS.feePaise]),
    rate: bpToPercent(paiseOrNull(data[COMMISSION_FIELDS.rateBp]) ?? 0),
    amount: paiseOrNull(data[COMMISSION_FIELDS.amountPaise]),
    state: stateOf(data.state),
    payoutRef: textOrNull(data.payoutRef),
    paidOn: textOrNull(data.paidOn),
    reason: textOrNull(data.reason),
    createdAt: isoOf(data.createdAt),
    updatedAt: isoOf(data.updatedAt),
  };
}
