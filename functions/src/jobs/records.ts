import type { DocumentSnapshot } from 'firebase-admin/firestore';

/** A fixed job as the public API answers it (spec section 3, plus `_id` and createdAt). */
export interface JobRecord {
  _id: string;
  jobId: string;
  title: string;
  location: string;
  salary: string;
  experience: string;
  jobDescription: string;
  department: string;
  jobRole: string;
  roleCategory: string;
  employmentType: string;
  education: string;
  englishLevel: string;
  gender: string;
  createdAt: string | null;
}

/** An affiliate's job as listed publicly. */
export interface AffiliateJobRecord {
  _id: string;
  affiliateId: string;
  jobId: string;
  jobTitle: string;
  skillset: string;
  experience: string;
  location: string;
  domain: string;
  salary: string;
  createdAt: string | null;
}

const JOB_TEXT_FIELDS = [
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

const AFFILIATE_JOB_TEXT_FIELDS = ['affiliateId', 'jobId', 'jobTitle', 'skillset', 'experience', 'location', 'domain', 'salary'] as const;

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

export function jobFromDoc(doc: DocumentSnapshot): JobRecord {
  const data = doc.data() ?? {};
  return { _id: doc.id, ...pickText(data, JOB_TEXT_FIELDS), jobId: textOf(data.jobId) || doc.id, createdAt: isoOf(data.createdAt) };
}

export function affiliateJobFromDoc(doc: DocumentSnapshot): AffiliateJobRecord {
  const data = doc.data() ?? {};
  return { _id: doc.id, ...pickText(data, AFFILIATE_JOB_TEXT_FIELDS), createdAt: isoOf(data.createdAt) };
}
