import { defineAdminResource } from './admin/fields';

/**
 * The audit trail's shared model: one entry per admin or affiliate mutation, written in
 * the same batch or transaction as the change. Entries are append-only: no API path edits or
 * deletes them. The Audit screen and GET /api/admin/audit read them.
 */

/** What was done. Extend this list, never spell an action elsewhere. */
export const AUDIT_ACTIONS = [
  'create',
  'edit',
  'stageChange',
  'statusChange',
  'review',
  'delete',
  'restore',
  'purge',
  'export',
  'markRead',
  'accountInvite',
  'accountUpdate',
  'accountDelete',
  'passwordChange',
  'retention',
  'privacyExport',
  'privacyErase',
  'note',
  'schedule',
  'reschedule',
  'cancel',
  'scorecard',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One audit entry as stored (collection `audit`, COLLECTIONS.audit). */
export interface AuditEntry {
  /** Who: the verified caller (uid, email, role); the scheduler's runs have uid 'system'. */
  actor: { uid: string; email: string | null; role: string };
  action: AuditAction;
  /** The kind of record touched (a KIND_WORDS key, or 'account', 'person', ...). */
  kind: string;
  /** The ids of the records touched (at most AUDIT_MAX_IDS; `count` says how many in all). */
  ids: string[];
  count: number;
  /** A short summary without personal data beyond what the admin already sees (no erased data). */
  summary: string;
  /** ISO time, from the server. */
  at: string;
  /** The request's Idempotency-Key, when it had one. */
  idempotencyKey: string | null;
}

export const AUDIT_MAX_IDS = 50;
export const AUDIT_SUMMARY_MAX = 300;

/**
 * The kinds of record an entry names (its `kind`): the admin lists' names (ADMIN_BULK_LISTS), the
 * affiliates' referrals, the staff accounts (accounts.ts) and the people whose data is found or erased (privacy.ts). The Audit screen filters by them.
 */
export const AUDIT_KINDS = [
  'notifications',
  'students',
  'applications',
  'colleges',
  'companies',
  'contacts',
  'jobPosts',
  'affiliates',
  'affiliateJobs',
  'referrals',
  'commissions',
  'trash',
  'audit',
  'account',
  'person',
  'interviews',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/**
 * The Audit screen's rows and GET /api/admin/audit's paging: newest first by `at`, filtered by
 * action, kind and actor (an email, whole, any case; SYSTEM_ACTOR, `system`, for the scheduler), a date range, a
 * word-prefix search over the actor and summary; `target=<record id>` lists one record's entries.
 * Stored beside the AuditEntry fields: `actorEmail` (lower case), `actorRole`, `at` as a timestamp.
 */
export const AUDIT_FIELDS = defineAdminResource({
  kind: { one: 'audit entry', many: 'audit entries' },
  paging: {
    dateField: 'at',
    filters: { action: AUDIT_ACTIONS, kind: AUDIT_KINDS, actor: { field: 'actorEmail', text: true } },
  },
  fields: {
    at: { label: 'Time' },
    actorEmail: { label: 'Actor', searchable: true },
    actorRole: { label: 'Role' },
    action: { label: 'Action' },
    kind: { label: 'Kind' },
    summary: { label: 'Summary', searchable: true },
    count: { label: 'Count' },
    ids: { label: 'Records', column: false },
    idempotencyKey: { label: 'Idempotency Key', column: false, exported: 'pdf' },
  },
});

/** Most entries the one-record view (`target=`) answers, newest first. */
export const AUDIT_TARGET_MAX = 100;

export const AUDIT_MESSAGES = {
  target: 'target must be a record id',
  exportKind: `kind must be one of: ${AUDIT_KINDS.join(', ')}`,
  exportFormat: 'format must be xlsx, pdf or csv',
  exportCount: 'count must be a whole number of rows',
  exportSummary: `summary must be at most ${AUDIT_SUMMARY_MAX} characters`,
  recorded: 'Export recorded',
} as const;

/** The words of an action in a summary ("Deleted 3 contacts"). */
export const AUDIT_ACTION_WORDS: Readonly<Record<AuditAction, string>> = {
  create: 'Created',
  edit: 'Edited',
  stageChange: 'Moved',
  statusChange: 'Changed the status of',
  review: 'Reviewed',
  delete: 'Deleted',
  restore: 'Restored',
  purge: 'Deleted for good',
  export: 'Exported',
  markRead: 'Marked read',
  accountInvite: 'Invited',
  accountUpdate: 'Updated',
  accountDelete: 'Removed',
  passwordChange: 'Changed the password of',
  retention: 'Erased past retention',
  privacyExport: 'Exported the data of',
  privacyErase: 'Erased the data of',
  note: 'Added a note to',
  schedule: 'Scheduled',
  reschedule: 'Changed',
  cancel: 'Cancelled',
  scorecard: 'Wrote the scorecard of',
};
