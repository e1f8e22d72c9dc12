import { z } from 'zod';
import { AUDIT_KINDS, AUDIT_MAX_IDS, AUDIT_MESSAGES, AUDIT_SUMMARY_MAX } from '../audit';
import { COMMON_MESSAGES } from '../messages';
import { isSingleLine } from './fields';

// Apart from audit.ts, for the reason given in schemas/privacy.ts.

/**
 * POST /api/admin/audit/exports: an export the browser built (an Excel or PDF file of the rows it
 * holds) is recorded by this call before the file is saved; exports built on the server record
 * themselves.
 */
export const auditExportSchema = z.strictObject({
  kind: z.enum(AUDIT_KINDS, { error: AUDIT_MESSAGES.exportKind }),
  format: z.enum(['xlsx', 'pdf', 'csv'], { error: AUDIT_MESSAGES.exportFormat }),
  count: z.number({ error: AUDIT_MESSAGES.exportCount }).int({ error: AUDIT_MESSAGES.exportCount }).min(0).max(10_000_000),
  ids: z.array(z.string().min(1).max(128).refine(isSingleLine)).max(AUDIT_MAX_IDS).default([]),
  summary: z
    .string()
    .max(AUDIT_SUMMARY_MAX, { error: AUDIT_MESSAGES.exportSummary })
    .refine(isSingleLine, { error: COMMON_MESSAGES.singleLine })
    .optional(),
});
export type AuditExportInput = z.input<typeof auditExportSchema>;
