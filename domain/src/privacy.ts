/**
 * Personal data as the law expects (India's DPDP Act 2023): the notice and consent every
 * public form carries, how long each kind of record is kept, and the admin's find, export and
 * erase of one person. The /privacy page, the forms, the API and the retention run read this one
 * module.
 */
import { CONTACT_DETAILS } from './constants';

/** Raised whenever the notice's text changes: a record keeps the version its sender agreed to. */
export const PRIVACY_NOTICE_VERSION = '2026-11-26';
export const PRIVACY_PAGE_PATH = '/privacy';

export const CONSENT_FIELD = 'consent';

export const PRIVACY_MESSAGES = {
  consentRequired: 'Please agree to the privacy notice to continue.',
  consentLabel: 'I agree that my details are stored and used as the privacy notice describes.',
  consentNotice: 'We use these details only to answer this request and keep them for a limited time.',
  emailRequired: 'Please enter an email address.',
  emailInvalid: 'Please enter a valid email address.',
  nothingFound: 'Nothing is held about this email.',
  erased: (records: number, files: number) => `Erased ${records} records and ${files} files.`,
  eraseConfirm: (records: number) => `Erase all ${records} records held about this person? This cannot be undone.`,
} as const;

/**
 * The consent as sent: `true` in JSON, the text `true` in a multipart form. Anything else (missing,
 * false, 'on') is no consent.
 */
export const hasConsent = (body: unknown): boolean => {
  const value = (body as Record<string, unknown> | null | undefined)?.[CONSENT_FIELD];
  return value === true || value === 'true';
};

/** A JSON form body as the site sends it once its sender ticked the consent box. */
export type Consented<T> = T & { consent: true };
export const withConsent = <T extends object>(values: T): Consented<T> => ({ ...values, consent: true });
/** The same for a multipart form's text fields. */
export const withConsentField = (fields: Record<string, string>): Record<string, string> => ({ ...fields, [CONSENT_FIELD]: 'true' });

/** What a record stores of its sender's consent: the notice's version and the server's time (ISO). */
export interface StoredConsent {
  version: string;
  at: string;
}

// ---- retention ----------------------------------------------------------------------------------

/**
 * What is kept, and for how long after its last activity (a record's newest of created, applied,
 * stage changed or updated). The daily retention run erases what is older, with its files and
 * notifications. The /privacy page shows this table.
 */
export const RETENTION = {
  applications: { months: 24, label: 'Job applications and their resumes', why: 'to process your application and contact you about it' },
  resumes: { months: 24, label: 'Posted resumes', why: 'to match you with openings' },
  contacts: { months: 12, label: 'Contact messages', why: 'to answer your message' },
  colleges: { months: 24, label: 'College enrollment forms', why: 'to set up campus placements' },
  companies: { months: 24, label: 'Company enrollment forms', why: 'to set up hiring partnerships' },
  referrals: { months: 24, label: 'Referrals to affiliate jobs', why: 'to follow a referral to its outcome' },
  mail: { months: 12, label: 'Mails sent to you', why: 'to know what we told you and when' },
  interviews: { months: 24, label: 'Interviews and their scorecards', why: 'to arrange your interviews and decide on your application' },
} as const satisfies Record<string, { months: number; label: string; why: string }>;
export type RetainedKind = keyof typeof RETENTION;
export const RETAINED_KINDS = Object.keys(RETENTION) as RetainedKind[];

/** The moment before which a record of `kind` last active is past its retention, at `now`. */
export function retentionCutoff(kind: RetainedKind, now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION[kind].months);
  return cutoff;
}

// ---- find, export and erase one person ----------------------------------------------------------

/** Every kind of record the privacy actions find by email (trash: deleted records waiting for their purge). */
export const PERSON_RECORD_KINDS = [...RETAINED_KINDS, 'trash'] as const;
export type PersonRecordKind = (typeof PERSON_RECORD_KINDS)[number];

export interface PersonRecord {
  kind: PersonRecordKind;
  id: string;
  summary: string;
}

export interface PersonRecords {
  email: string;
  records: PersonRecord[];
}

export interface PrivacyEraseResult {
  message: string;
  records: number;
  files: number;
  byKind: Partial<Record<PersonRecordKind, number>>;
}

/** The key an email is matched on: case and surrounding spaces aside. */
export const emailKeyOf = (email: string) => email.trim().toLowerCase();

/** Who to ask about one's data (the /privacy page). */
export const PRIVACY_CONTACT_EMAIL = CONTACT_DETAILS.supportEmail;
