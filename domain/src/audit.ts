/**
 * The audit trail's shared model (issue 31): one entry per admin or affiliate mutation, written in
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
