import { z } from 'zod';
import { stageField } from '../schemas/pipeline';

/**
 * Bulk actions by query: "select all across pages" selects a list's query, not its
 * loaded rows. The server walks everything the query matches in its order, a slice per call:
 *
 *   POST /api/admin/lists/:list/bulk   { action, query, cursor?, stage?, notify? }
 *     -> { processed, nextCursor }     (call again with nextCursor until it is null)
 *   GET  /api/admin/lists/:list/export?<the list's query parameters>
 *     -> text/csv, streamed; the X-Total-Count header holds count() of the rows it will write
 *
 * `query` holds the list's own query parameters as the page path takes them (q, from, to and its
 * filters, as strings; not limit, cursor or sort) and is validated with the list's page schema; a
 * list whose path filters (pathFilter) takes that param here too, validated as its path's (the
 * applications' `jobId`: a job's id or `all`, and `all` when not given). An export takes the same
 * parameters in its query string.
 * Each call writes in batches of at most BULK_BATCH_MAX and walks at most BULK_CALL_MAX_ROWS rows,
 * so a call stays short and a stopped action resumes from its last cursor; every action is
 * idempotent (a deleted row is gone, a read one stays read, a moved one stays moved, a closed job stays closed, an approved one approved). The dialog's
 * count is the page answer's `total` (count()).
 */
export const ADMIN_BULK_LISTS = {
  contacts: ['delete'],
  students: ['delete'],
  colleges: ['delete'],
  companies: ['delete'],
  applications: ['delete', 'moveStage'],
  notifications: ['delete', 'markRead'],
  /** open and close: the job posts' status (jobs/lifecycle.ts), as the status path sets it. */
  jobPosts: ['delete', 'open', 'close'],
  affiliates: ['delete'],
  /** approve: the review queue's Approve, as the review path sets it, mailing the affiliate once. */
  affiliateJobs: ['delete', 'approve'],
  /** The Trash screen: delete purges the entries for good (and their files). */
  trash: ['delete', 'restore'],
  /** The audit trail: exported, never changed. */
  audit: [],
  /** approve: each pending commission with a placement fee, as the commission path approves one (the others stay). */
  commissions: ['approve'],
} as const satisfies Record<string, readonly BulkAction[]>;

export type BulkAction = 'delete' | 'markRead' | 'moveStage' | 'open' | 'close' | 'restore' | 'approve';
export type AdminBulkList = keyof typeof ADMIN_BULK_LISTS;
export const ADMIN_BULK_LIST_NAMES = Object.keys(ADMIN_BULK_LISTS) as AdminBulkList[];

/** Writes per batch (Firestore's limit per commit). */
export const BULK_BATCH_MAX = 500;
/** Rows one bulk call walks before it answers with its cursor. */
export const BULK_CALL_MAX_ROWS = 2000;
/** Rows above which the web builds an export on the server (streamed CSV) rather than in the page. */
export const SERVER_EXPORT_MIN_ROWS = 2000;

export const BULK_MESSAGES = {
  list: `list must be one of: ${ADMIN_BULK_LIST_NAMES.join(', ')}`,
  action: (allowed: readonly string[]) => `action must be one of: ${allowed.join(', ')}`,
  query: 'query must be an object of the list’s query parameters (text values)',
  cursor: 'cursor must be the nextCursor of the previous call',
  exportQuery: 'An export takes the list’s query parameters, without limit or cursor',
  stage: 'stage is required to move applications',
} as const;

const QUERY_VALUE_MAX = 200;

/** The body of a bulk call on `list`; the server validates `query` with the list's page schema too. */
export function bulkActionSchema(list: AdminBulkList) {
  const actions = ADMIN_BULK_LISTS[list] as readonly BulkAction[];
  return z
    .strictObject({
      action: actions.length
        ? z.enum(actions as [BulkAction, ...BulkAction[]], { error: BULK_MESSAGES.action(actions) })
        : z.never({ error: BULK_MESSAGES.action(actions) }),
      query: z
        .record(z.string().max(40, { error: BULK_MESSAGES.query }), z.string().max(QUERY_VALUE_MAX, { error: BULK_MESSAGES.query }), {
          error: BULK_MESSAGES.query,
        })
        .refine((query) => !('limit' in query || 'cursor' in query || 'sort' in query), { error: BULK_MESSAGES.query })
        .default({}),
      cursor: z.string({ error: BULK_MESSAGES.cursor }).max(500, { error: BULK_MESSAGES.cursor }).optional(),
      stage: stageField().optional(),
      notify: z.boolean().optional(),
    })
    .refine((body) => body.action !== 'moveStage' || body.stage !== undefined, { error: BULK_MESSAGES.stage, path: ['stage'] });
}

export type BulkActionInput = z.input<ReturnType<typeof bulkActionSchema>>;
export type BulkActionBody = z.output<ReturnType<typeof bulkActionSchema>>;

export interface BulkProgress {
  /** Rows of the query this call walked and acted on (each is now deleted, read or at the stage). */
  processed: number;
  /** Pass it back to go on; null when the query has no rows left to walk. */
  nextCursor: string | null;
}
