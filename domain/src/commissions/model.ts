import { COMMISSION_PERCENT } from '../constants';

/**
 * Affiliate commissions: what an affiliate earns when a candidate it brought is hired. Money is
 * integer paise throughout (never floats); a rate is whole basis points (12.5 % is 1250), so the
 * amount is integer arithmetic: fee × rate / 10,000, rounded half up to the paisa.
 */

/** The highest rate an admin may set (the landing page promises "up to 20%"), in basis points. */
export const COMMISSION_RATE_MAX_BP = COMMISSION_PERCENT * 100;
/** The rate of an affiliate no admin has set a rate for, in basis points (10 %). */
export const COMMISSION_RATE_DEFAULT_BP = 1000;
/** How long a referral code on a device attributes an application to its affiliate. */
export const REFERRAL_ATTRIBUTION_DAYS = 30;
/** The query parameter of a referral link (`/?ref=CODE`). */
export const REFERRAL_QUERY_PARAM = 'ref';
/** Letters of a referral code: no 0/O or 1/I/L, so it survives being read aloud or typed. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 10 letters of 31: about 49 bits, unguessable by trying. */
export const REFERRAL_CODE_LENGTH = 10;
/** The largest placement fee an admin may enter, in rupees (₹10 crore): keeps paise far inside safe integers. */
export const PLACEMENT_FEE_MAX_RUPEES = 100_000_000;
/** Paid entries are kept 8 years past their paid date: Indian accounting records (Companies Act s.128, Income-tax rules). */
export const COMMISSION_PAID_RETENTION_YEARS = 8;
/**
 * Void entries are kept as long, past the day they were voided: an approved entry may already be in
 * the books as owed, and its reversal belongs to the same records. Pending and approved entries are
 * still owed and never deleted.
 */
export const COMMISSION_VOID_RETENTION_YEARS = COMMISSION_PAID_RETENTION_YEARS;

const yearsBefore = (now: Date, years: number) => {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
};

/**
 * At `now`: a paid entry whose paid day (YYYY-MM-DD) is before `paidBefore` has passed its
 * retention, as has a void entry voided before `voidedBefore`.
 */
export function commissionRetentionCutoffs(now: Date): { paidBefore: string; voidedBefore: Date } {
  return {
    paidBefore: yearsBefore(now, COMMISSION_PAID_RETENTION_YEARS).toISOString().slice(0, 10),
    voidedBefore: yearsBefore(now, COMMISSION_VOID_RETENTION_YEARS),
  };
}

export const COMMISSION_STATES = ['pending', 'approved', 'paid', 'void'] as const;
export type CommissionState = (typeof COMMISSION_STATES)[number];

/** The moves an admin may make; anything else answers 409. Paid and void are final. */
export const COMMISSION_TRANSITIONS: Readonly<Record<CommissionState, readonly CommissionState[]>> = {
  pending: ['approved', 'void'],
  approved: ['paid', 'void'],
  paid: [],
  void: [],
};

export const commissionMayMove = (from: CommissionState, to: CommissionState): boolean => COMMISSION_TRANSITIONS[from].includes(to);

/** A hire's move out of `hired` voids these by itself (never a paid one). */
export const VOIDED_BY_UNHIRE: readonly CommissionState[] = ['pending', 'approved'];

/** Fee (paise) × rate (basis points), rounded half up to the paisa; integer arithmetic only. */
export function commissionAmount(feePaise: number, rateBp: number): number {
  const product = BigInt(feePaise) * BigInt(rateBp);
  return Number((product + 5000n) / 10000n);
}

/** Rupees as entered (at most 2 decimals) to integer paise; never through a float product. */
export function rupeesToPaise(rupees: number): number {
  const [whole = '0', fraction = ''] = rupees.toFixed(2).split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A percent as entered (12.5) to basis points (1250). */
export const percentToBp = (percent: number): number => Math.round(percent * 100);
export const bpToPercent = (bp: number): number => bp / 100;

const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const INR_WHOLE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Paise in the Indian format: ₹1,25,000 for whole rupees, ₹10,416.63 otherwise. */
export function formatPaise(paise: number): string {
  if (paise % 100 === 0) return INR_WHOLE.format(paise / 100);
  return INR.format(paise / 100);
}

/** One commission entry as the API answers it (money in paise, the rate in percent). */
export interface Commission {
  _id: string;
  affiliateId: string;
  applicationId: string;
  jobId: string;
  candidateName: string;
  /** Paise; null until an admin gives the fee (on the job or at approval). */
  placementFee: number | null;
  /** Percent, e.g. 12.5. */
  rate: number;
  /** Paise; null while the fee is unknown. */
  amount: number | null;
  state: CommissionState;
  payoutRef: string | null;
  paidOn: string | null;
  reason: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

export type CommissionTotals = Record<CommissionState, { count: number; amount: number }>;

export function commissionTotals(rows: readonly Pick<Commission, 'state' | 'amount'>[]): CommissionTotals {
  const totals = Object.fromEntries(COMMISSION_STATES.map((state) => [state, { count: 0, amount: 0 }])) as CommissionTotals;
  for (const row of rows) {
    totals[row.state].count += 1;
    totals[row.state].amount += row.amount ?? 0;
  }
  return totals;
}

export const COMMISSION_MESSAGES = {
  rateRange: `rate must be a number from 0 to ${COMMISSION_PERCENT}, with at most 2 decimals`,
  feeRange: `placementFee must be a number of rupees from 0 to ${PLACEMENT_FEE_MAX_RUPEES}, with at most 2 decimals`,
  state: `state must be one of: ${COMMISSION_STATES.join(', ')}`,
  feeRequired: 'placementFee is required to approve a commission whose job has no placement fee',
  payoutRefRequired: 'payoutRef is required to mark a commission paid',
  paidOnRequired: 'paidOn (YYYY-MM-DD) is required to mark a commission paid',
  reasonRequired: 'reason is required to void a commission',
  notFound: 'Commission not found',
  affiliateNotFound: 'Affiliate not found',
  jobKind: 'kind must be jobPosts or affiliateJobs',
  /** The job form's fee field emptied on a job that has a fee: the API sets a fee, it never removes one. */
  feeKept: 'A placement fee once set stays: enter 0 for none',
  transition: (from: CommissionState, to: CommissionState) => `A ${from} commission cannot become ${to}`,
  unhired: 'The application was moved out of hired',
  dateInvalid: (field: string) => `${field} must be a date (YYYY-MM-DD)`,
} as const;
