import {
  AFFILIATE_JOB_FIELDS,
  CLOSING_DATE_FIELD,
  JOB_CARD_FIELDS,
  JOB_FIELDS,
  JOB_STATUS_FIELD,
  jobStatusOf,
  REFERRAL_FIELDS,
  referralStatusText,
  legacyReferralStage,
  REVIEW_FIELD,
  REVIEW_REASON_FIELD,
  REVIEWED_AT_FIELD,
  referralStageNamed,
  reviewStateOf,
  type AffiliateJob,
  type FixedJob,
  type FixedJobCard,
  type JobLifecycleView,
  type PipelineStage,
  type ReferralStage,
  type Referral,
  type ReviewedAffiliateJob,
} from '@careers/domain';
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';

/** A stored timestamp (Firestore Timestamp, Date or ISO text) as ISO text; null when absent. */
export function isoOf(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') return (value as { toDate(): Date }).toDate().toISOString();
  return null;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

function pickText<K extends string>(data: Record<string, unknown>, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, textOf(data[key])])) as Record<K, string>;
}

/** A job's status (open when stored before statuses) and closing day (null when none). */
const lifecycleOf = (data: Record<string, unknown>): JobLifecycleView => ({
  status: jobStatusOf(data[JOB_STATUS_FIELD]),
  closingDate: textOf(data[CLOSING_DATE_FIELD]) || null,
});

export function jobFromDoc(doc: DocumentSnapshot): FixedJob {
  const data = doc.data() ?? {};
  return {
    _id: doc.id,
    ...pickText(data, JOB_FIELDS),
    jobId: textOf(data.jobId) || doc.id,
    ...lifecycleOf(data),
    createdAt: isoOf(data.createdAt),
  };
}

export function jobCardFromDoc(doc: DocumentSnapshot): FixedJobCard {
  const data = doc.data() ?? {};
  return { _id: doc.id, ...pickText(data, JOB_CARD_FIELDS), jobId: textOf(data.jobId) || doc.id, createdAt: isoOf(data.createdAt) };
}

export function affiliateJobFromDoc(doc: DocumentSnapshot): AffiliateJob {
  const data = doc.data() ?? {};
  return { _id: doc.id, ...pickText(data, AFFILIATE_JOB_FIELDS), ...lifecycleOf(data), createdAt: isoOf(data.createdAt) };
}

/** An affiliate job with its review, as its owner and the admins see it (never the public lists). */
export function reviewedAffiliateJobFromDoc(doc: DocumentSnapshot): ReviewedAffiliateJob {
  const reason: unknown = doc.get(REVIEW_REASON_FIELD);
  return {
    ...affiliateJobFromDoc(doc),
    review: reviewStateOf(doc.get(REVIEW_FIELD)),
    reviewReason: typeof reason === 'string' && reason ? reason : null,
    reviewedAt: isoOf(doc.get(REVIEWED_AT_FIELD)),
  };
}

/** A referral's own stage: the stored one, else what a free-text status stored before stages existed names. */
export const storedReferralStage = (data: DocumentData): ReferralStage =>
  referralStageNamed(data.stage) ?? legacyReferralStage(data.status);

/**
 * The status an admin wrote on a referral and the stage it was written beside; a referral stored
 * before stages existed wrote its free-text `status` beside the stage it names.
 */
function writtenStatusOf(data: DocumentData): { text: string; stage: ReferralStage } | null {
  const beside = referralStageNamed(data.statusStage);
  if (typeof data.statusText === 'string' && data.statusText && beside) return { text: data.statusText, stage: beside };
  if (data.stage === undefined && typeof data.status === 'string' && data.status.trim())
    return { text: data.status.trim(), stage: legacyReferralStage(data.status) };
  return null;
}

/**
 * A referred student (read by the affiliate's own lists and by the admin's referral views alike):
 * its stage is the one of the application it led to, when given (pipeline/referralOutcomes.ts),
 * else its own; its status the text an admin wrote while it holds (referralStatusText).
 */
export function referralFromDoc(doc: DocumentSnapshot, outcome?: { applicationId: string; stage: PipelineStage }): Referral {
  const data = doc.data() ?? {};
  const stage = outcome?.stage ?? storedReferralStage(data);
  return {
    _id: doc.id,
    ...pickText(data, REFERRAL_FIELDS),
    stage,
    status: referralStatusText(stage, writtenStatusOf(data)),
    applicationId: outcome?.applicationId ?? null,
    createdAt: isoOf(data.createdAt),
  };
}
