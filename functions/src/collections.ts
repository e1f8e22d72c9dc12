/** Firestore collection names, the one place they are spelled. */
export const COLLECTIONS = {
  jobs: 'jobs',
  affiliateJobs: 'affiliateJobs',
  affiliates: 'affiliates',
  resumes: 'resumes',
  applications: 'applications',
  colleges: 'colleges',
  companies: 'companies',
  contacts: 'contacts',
  notifications: 'notifications',
  referrals: 'referrals',
  /** One document per application reference ever handed out (its id is the reference): keeps references unique. */
  applicationReferences: 'applicationReferences',
  resetCodes: 'resetCodes',
  mail: 'mail',
  /** An application's stage mail held back by the throttle (its id is the application's): pipeline/stageMails.ts. */
  heldStageMails: 'heldStageMails',
  /** Rate-limit counters (TTL on expiresAt). */
  rateLimits: 'rateLimits',
  /** Idempotency-Key -> first answer of a submission (TTL on expiresAt). */
  idempotency: 'idempotency',
  /** Sequence numbers the server hands out (counters/jobs: the next job number). */
  counters: 'counters',
  /** Deleted admin records with their notifications and file locations, restorable for TRASH_RETENTION_DAYS (trash/). */
  trash: 'trash',
  /** The audit trail (domain/src/audit.ts): append-only, written in the batch of the change it records. */
  audit: 'audit',
  /** Staff accounts (admins, recruiters) as the Accounts screen last set them; the Auth account and its role claim are the truth. */
  staffAccounts: 'staffAccounts',
  /** Interviews of applications at the Interview stage, with their scorecards (interviews/). */
  interviews: 'interviews',
  /** One document per affiliate referral code (its id is the code): who the code belongs to. */
  referralCodes: 'referralCodes',
  /** Affiliate commissions (domain/src/commissions): one per hired attributed application, its id the application's. */
  commissions: 'commissions',
  /** Keys only the server reads (secrets/affiliateAlias: the key of the public affiliate ids, affiliates/publicAlias.ts). */
  secrets: 'secrets',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** Subcollections, by their parent. */
export const SUBCOLLECTIONS = {
  /** applications/{id}/events: an application's history, append-only, written only by the server. */
  applicationEvents: 'events',
} as const;
