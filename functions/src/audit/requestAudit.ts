import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import type { DocumentReference, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { AUDIT_MAX_IDS, auditSummaryOf, type AuditAction, type AuditEntry } from '@careers/domain';
import { db } from '../firebase';
import { COLLECTIONS } from '../collections';
import { newAuditRef, systemAuditEntry, writeAudit, type AuditFacts } from './write';

/**
 * The one audit entry of a request (or of a scheduled run). Every write path of a change passes
 * each batch or transaction it commits through `auditInto`: the first one creates the entry, each
 * later one (a delete of 1,200 records commits three batches) writes it again with the ids and the
 * count grown, so a change never commits without its entry and a request leaves exactly one. Code
 * run outside an audited request or run (a public submission, a trigger) writes no entry.
 */

/** What an entry says besides its ids: the action and kind, and a detail for the summary ("to interview"). */
export interface AuditDeclaration {
  action: AuditAction;
  kind: string;
  detail?: string;
  /** Count the records of every kind the change writes (a run closing fixed and affiliate jobs). */
  countsEveryKind?: boolean;
}

type Writer = WriteBatch | Transaction;

/** The audit kind of the records of each collection a change writes (ids of other kinds are named, not counted). */
const KIND_OF_COLLECTION: Readonly<Record<string, string>> = {
  [COLLECTIONS.jobs]: 'jobPosts',
  [COLLECTIONS.affiliateJobs]: 'affiliateJobs',
  [COLLECTIONS.affiliates]: 'affiliates',
  [COLLECTIONS.resumes]: 'students',
  [COLLECTIONS.applications]: 'applications',
  [COLLECTIONS.colleges]: 'colleges',
  [COLLECTIONS.companies]: 'companies',
  [COLLECTIONS.contacts]: 'contacts',
  [COLLECTIONS.notifications]: 'notifications',
  [COLLECTIONS.referrals]: 'referrals',
  [COLLECTIONS.trash]: 'trash',
  [COLLECTIONS.audit]: 'audit',
  [COLLECTIONS.interviews]: 'interviews',
  [COLLECTIONS.commissions]: 'commissions',
};

export const auditKindOf = (collection: string): string => KIND_OF_COLLECTION[collection] ?? collection;

export class PendingAudit {
  private ref: DocumentReference | undefined;
  /** The records of the declared kind (counted), then the others the change touched (named only). */
  private readonly counted = new Set<string>();
  private readonly related = new Set<string>();
  private extraCount = 0;
  private readonly at = new Date();
  private detail: string | undefined;

  constructor(
    private readonly declare: () => AuditDeclaration,
    private readonly entryOf: (facts: AuditFacts, now: Date) => AuditEntry,
  ) {}

  /** A detail of the summary known only to the handler ("to interview"). */
  describe(detail: string): void {
    this.detail = detail;
  }

  /** Records ids as the change's own before any write names them (a referral whose application moves). */
  name(ids: readonly string[], kind?: string): void {
    const declared = this.declare();
    const own = kind === undefined || kind === declared.kind || declared.countsEveryKind === true;
    for (const id of ids) (own ? this.counted : this.related).add(id);
  }

  /** Writes the entry, grown by these ids of `collection`'s records (and `count` more without ids), into the writer. */
  into(writer: Writer, collection: string, ids: readonly string[], count = 0): void {
    this.name(ids, auditKindOf(collection));
    this.extraCount += count;
    this.ref ??= newAuditRef();
    writeAudit(writer, this.entry(), this.ref);
  }

  /** The entry, when no write carried it (an export, or a run that changed nothing): on its own. */
  async writeAlone(count = 0): Promise<void> {
    this.extraCount += count;
    if (this.ref) return;
    const batch = db().batch();
    this.ref = newAuditRef();
    writeAudit(batch, this.entry(), this.ref);
    await batch.commit();
  }

  get written(): boolean {
    return this.ref !== undefined;
  }

  private entry(): AuditEntry {
    const declared = this.declare();
    const { action, kind } = declared;
    const detail = this.detail ?? declared.detail;
    const count = this.counted.size + this.extraCount;
    const ids = [...this.counted, ...this.related].slice(0, AUDIT_MAX_IDS);
    return this.entryOf({ action, kind, ids, count, summary: auditSummaryOf(action, kind, count, detail) }, this.at);
  }
}

const current = new AsyncLocalStorage<PendingAudit>();

/** Runs `work` with `audit` as the entry its writes carry. */
export const runAudited = <T>(audit: PendingAudit, work: () => T): T => current.run(audit, work);

/** The entry of the request or run under way, if it is audited. */
export const pendingAudit = (): PendingAudit | undefined => current.getStore();

/** Adds the pending entry (if any) to a batch or transaction writing these records of `collection`. */
export function auditInto(writer: Writer, collection: string, ids: readonly string[]): void {
  current.getStore()?.into(writer, collection, ids);
}

/**
 * A scheduled run (the trash purge, the daily close, the notifications' pruning) as one entry by the
 * system: carried by the run's first commit and grown by the others, or written alone at its end
 * when it changed nothing, so every run leaves one entry with its count.
 */
export async function auditedRun<T>(declaration: AuditDeclaration, now: Date, work: () => Promise<T>): Promise<T> {
  const audit = new PendingAudit(
    () => declaration,
    (facts) => systemAuditEntry(facts, now),
  );
  const result = await runAudited(audit, work);
  await audit.writeAlone();
  return result;
}

/** Says a detail of the pending entry's summary. */
export const auditDetail = (detail: string): void => current.getStore()?.describe(detail);

/** Names records as the pending entry's own (`kind`: the declared one unless given). */
export const auditIds = (ids: readonly string[], kind?: string): void => current.getStore()?.name(ids, kind);

/** Middleware: the rest of the request runs with its pending entry. */
export const auditedRequest =
  (
    declare: (req: Parameters<RequestHandler>[0]) => AuditDeclaration,
    entryOf: (req: Parameters<RequestHandler>[0], facts: AuditFacts, now: Date) => AuditEntry,
  ): RequestHandler =>
  (req, _res, next) => {
    let declared: AuditDeclaration | undefined;
    const audit = new PendingAudit(
      () => (declared ??= declare(req)),
      (facts, now) => entryOf(req, facts, now),
    );
    runAudited(audit, () => next());
  };
