import type { Request } from 'express';
import { Timestamp, type DocumentReference, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { AUDIT_FIELDS, AUDIT_MAX_IDS, AUDIT_SUMMARY_MAX, withSearchTokens, type AuditAction, type AuditEntry } from '@careers/domain';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';

/** What a handler says about its change; the rest of the entry comes from the request and the clock. */
export interface AuditFacts {
  action: AuditAction;
  kind: string;
  ids: readonly string[];
  summary: string;
  /** How many records in all, when more than `ids` lists (a bulk action by query). */
  count?: number;
}

const idempotencyKeyOf = (req: Pick<Request, 'get'>): string | null => req.get('idempotency-key') ?? null;

/** The entry of a change made by the request's verified caller. */
export function auditEntryOf(req: Request, facts: AuditFacts, now = new Date()): AuditEntry {
  const caller = req.caller;
  return entryOf(
    { uid: caller?.uid ?? 'unknown', email: caller?.email ?? null, role: caller?.role ?? 'unknown' },
    facts,
    now,
    idempotencyKeyOf(req),
  );
}

/** The entry of a change made by the scheduler (retention, purges, closing dates). */
export const systemAuditEntry = (facts: AuditFacts, now = new Date()): AuditEntry =>
  entryOf({ uid: 'system', email: null, role: 'system' }, facts, now, null);

function entryOf(actor: AuditEntry['actor'], facts: AuditFacts, now: Date, idempotencyKey: string | null): AuditEntry {
  return {
    actor,
    action: facts.action,
    kind: facts.kind,
    ids: facts.ids.slice(0, AUDIT_MAX_IDS),
    count: facts.count ?? facts.ids.length,
    summary: facts.summary.slice(0, AUDIT_SUMMARY_MAX),
    at: now.toISOString(),
    idempotencyKey,
  };
}

/** A new entry's place in the `audit` collection. */
export const newAuditRef = (): DocumentReference => db().collection(COLLECTIONS.audit).doc();

/**
 * An entry as stored: the AuditEntry, plus what the Audit screen filters and sorts by: `at` as a
 * timestamp, the actor's email in lower case (`actorEmail`; the uid when it has none: `system`),
 * its role, and the search tokens of the actor and summary.
 */
export function storedAuditOf(entry: AuditEntry): Record<string, unknown> {
  return withSearchTokens(AUDIT_FIELDS, {
    ...entry,
    actorEmail: (entry.actor.email ?? entry.actor.uid).toLowerCase(),
    actorRole: entry.actor.role,
    at: Timestamp.fromDate(new Date(entry.at)),
  });
}

/** Adds the entry to the batch or transaction that makes the change: a change without its entry cannot commit. */
export function writeAudit(writer: WriteBatch | Transaction, entry: AuditEntry, ref: DocumentReference = newAuditRef()): void {
  (writer as WriteBatch).set(ref, storedAuditOf(entry));
}
