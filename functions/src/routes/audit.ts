import { Router } from 'express';
import { AUDIT_MESSAGES, AUDIT_TARGET_MAX, auditExportSchema, auditSummaryOf, isDocumentId, type AdminPage } from '@careers/domain';
import { pagedListHandler } from '../admin/pagedList';
import { AUDIT_LIST } from '../audit/list';
import { auditEntryOf, newAuditRef, storedAuditOf } from '../audit/write';
import { indexedPageQuery } from '../firestore/indexedQueries';
import { HttpError } from '../http/errors';
import { createOnce, sendOutcome } from '../http/idempotency';
import { mount } from '../http/mount';
import { parseOr400 } from '../http/validate';

/**
 * The audit trail (domain/src/audit.ts) for admins: its list, and the record of an export
 * the browser built. No path edits or deletes an entry.
 */
export const auditRouter = Router();

const auditPage = pagedListHandler(AUDIT_LIST);

/** A paged list (action, kind, actor, from, to, q), or with `target` one record's entries (an array-contains of its id), newest first. */
mount(auditRouter, 'auditList', async (req, res, next) => {
  const { target } = req.query;
  if (target === undefined) return auditPage(req, res, next);
  if (typeof target !== 'string' || !isDocumentId(target) || Object.keys(req.query).length > 1)
    throw new HttpError(400, AUDIT_MESSAGES.target);
  const entries = await indexedPageQuery('auditOfRecord', {}, { sort: '-at', contains: target }).limit(AUDIT_TARGET_MAX).get();
  const rows = await AUDIT_LIST.rowsOf(entries.docs);
  res.json({ rows, total: rows.length, nextCursor: null } satisfies AdminPage<Record<string, unknown>>);
});

/**
 * An export the browser built (an Excel or PDF file of the rows it holds): one entry by the caller,
 * once per Idempotency-Key. The summary is the server's; the client's text is its detail.
 */
mount(auditRouter, 'auditExportRecord', async (req, res) => {
  const { kind, format, count, ids, summary } = parseOr400(auditExportSchema, req.body);
  const detail = `as ${format.toUpperCase()}${summary ? ` (${summary})` : ''}`;
  const entry = auditEntryOf(req, { action: 'export', kind, ids, count, summary: auditSummaryOf('export', kind, count, detail) });
  sendOutcome(res, await createOnce(req, newAuditRef(), storedAuditOf(entry), { status: 201, body: { message: AUDIT_MESSAGES.recorded } }));
});
