import {
  ADMIN_PAGE_LIMIT_MAX,
  AUDIT_MAX_IDS,
  AUDIT_SUMMARY_MAX,
  ENDPOINTS,
  TRASH_BATCH_HEADER,
  apiPath,
  type AdminPage,
  type AuditExportInput,
  type BulkActionInput,
  type BulkProgress,
  type RestoreAnswer,
} from '@careers/domain';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api';
import { ADMIN_QUERY_ROOT, adminQueryKey } from '../../api/queryKeys';
import { feedbackMeta } from '../../feedback';
import type { ResourceConfig, ResourceRow } from '../types';

const asRows = (data: unknown): ResourceRow[] => (Array.isArray(data) ? (data as ResourceRow[]) : []);

/** Path params of a list call (e.g. the jobId of the applications list); none for most resources. */
export type ListParams = Readonly<Record<string, string>>;
const NO_PARAMS: ListParams = {};

/** What a list query holds: one page of a paged list, or every row of the others (total: their count). */
export type ListAnswer = AdminPage<ResourceRow>;

/** What a resource's rows are called in a count ("3 contacts"). */
export const recordsOf = (config: Pick<ResourceConfig, 'label' | 'records'>) => config.records ?? config.label;

/** The query key prefix every list of a resource shares, whatever its params. */
const resourceKey = (config: ResourceConfig) => adminQueryKey(config.list);

/**
 * A resource's list (lean rows, `_id`, ISO dates), with the admin's ID token: given `pageQuery`
 * (a paged list), the page it names; without it every row.
 */
export async function fetchResourceList(
  config: ResourceConfig,
  params: ListParams = NO_PARAMS,
  pageQuery?: Readonly<Record<string, string>>,
  signal?: AbortSignal,
): Promise<ListAnswer> {
  const data = await apiFetch<unknown>(apiPath(ENDPOINTS[config.list], params, pageQuery), { signal });
  if (pageQuery) return data as ListAnswer;
  const rows = (config.selectRows ?? asRows)(data);
  return { rows, total: rows.length, nextCursor: null };
}

export const resourceListQueryOptions = (config: ResourceConfig, params: ListParams = NO_PARAMS, pageQuery?: Record<string, string>) =>
  queryOptions({
    queryKey: [...resourceKey(config), params, ...(pageQuery ? [pageQuery] : [])] as const,
    queryFn: ({ signal }) => fetchResourceList(config, params, pageQuery, signal),
    staleTime: 0,
  });

/** Every row a paged list's query matches, page after page of the largest size (a small export by query). */
export async function fetchMatchingRows(
  config: ResourceConfig,
  params: ListParams,
  query: Readonly<Record<string, string>>,
  onRows: (received: number) => void,
): Promise<ResourceRow[]> {
  const rows: ResourceRow[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await fetchResourceList(config, params, {
      ...query,
      limit: String(ADMIN_PAGE_LIMIT_MAX),
      ...(cursor ? { cursor } : {}),
    });
    rows.push(...page.rows);
    onRows(rows.length);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

/** A write's JSON answer, and the trash batch its header names when it moved rows to the trash (what an Undo restores). */
export interface TrashingAnswer<T> {
  answer: T;
  trashBatch: string | null;
}

async function withTrashBatch<T>(path: string, method: string, body: unknown): Promise<TrashingAnswer<T>> {
  const response = await apiFetch<Response>(path, { method, body, responseType: 'stream' });
  return { answer: (await response.json()) as T, trashBatch: response.headers.get(TRASH_BATCH_HEADER) };
}

/** One call of a bulk action by query (domain/src/admin/bulk.ts): a slice of the matching rows. */
export const bulkActionCall = (config: ResourceConfig, body: BulkActionInput) =>
  withTrashBatch<BulkProgress>(apiPath(ENDPOINTS.adminListBulk, { list: String(config.bulkList) }), ENDPOINTS.adminListBulk.method, body);

/** Restores trash entries (`ids`) or what some deletes trashed (`batches`: an Undo). */
export const restoreTrash = (body: { ids?: readonly string[]; batches?: readonly string[] }) =>
  apiFetch<RestoreAnswer>(apiPath(ENDPOINTS.trashRestore), { method: ENDPOINTS.trashRestore.method, body });

/**
 * After a write, every admin view is refetched (the counts and the bell change too); a list with
 * `changes` is left to them: it was updated in place, and it refetches itself if they changed.
 */
function refreshAfterWrite(queryClient: QueryClient, config: ResourceConfig) {
  const list = resourceKey(config)[1];
  return queryClient.invalidateQueries({
    queryKey: ADMIN_QUERY_ROOT,
    predicate: config.changes ? (query) => query.queryKey[1] !== list : undefined,
  });
}

/** Deletes ids through the resource's delete endpoint (its method and body key from the table); answers the trash batch too. */
export function deleteResourceRows(config: ResourceConfig, ids: readonly string[]) {
  if (!config.remove) throw new Error(`${config.label} has no delete`);
  const endpoint = ENDPOINTS[config.remove] as { method: string; path: string; bodyKey?: string };
  return withTrashBatch<{ deleted?: number }>(apiPath(endpoint), endpoint.method, { [endpoint.bodyKey ?? 'ids']: ids });
}

/**
 * Records an export the page builds (Excel or PDF) in the audit trail before its file is written
 * (an export built on the server records itself): its kind, format, row count and first ids.
 */
export function recordBrowserExport(
  config: ResourceConfig,
  format: 'xlsx' | 'pdf' | 'csv',
  rows: readonly ResourceRow[],
  filter: readonly string[],
) {
  const kind = config.bulkList ?? config.auditKind;
  if (!kind) throw new Error(`${config.label} names no audit kind`);
  const body: AuditExportInput = {
    kind,
    format,
    count: rows.length,
    ids: rows.slice(0, AUDIT_MAX_IDS).map((row) => row._id),
    ...(filter.length ? { summary: filter.join('; ').slice(0, AUDIT_SUMMARY_MAX) } : {}),
  };
  return apiFetch(apiPath(ENDPOINTS.auditExportRecord), { method: 'POST', body, idempotent: true });
}

/** The cached lists of `config` with `change` made to their rows (the total follows the rows that left). */
function changeCachedRows(queryClient: QueryClient, config: ResourceConfig, change: (rows: ResourceRow[]) => ResourceRow[]) {
  queryClient.setQueriesData<ListAnswer>({ queryKey: resourceKey(config) }, (answer) => {
    if (!answer) return answer;
    const rows = change(answer.rows);
    return { ...answer, rows, total: answer.total - (answer.rows.length - rows.length) };
  });
}

/**
 * The delete mutation: the deleted rows leave the cached lists at once, then every admin view is
 * refetched (the list, and the counts and the bell that the delete changes too).
 */
export function useDeleteResourceRows(config: ResourceConfig) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => deleteResourceRows(config, ids),
    // A failure's snackbar; a success ends in the Undo snackbar (UndoSnackbar: "3 contacts moved to Trash").
    meta: feedbackMeta({}),
    onSuccess: (_answer, ids) => {
      const gone = new Set(ids);
      changeCachedRows(queryClient, config, (rows) => rows.filter((row) => !gone.has(row._id)));
      void refreshAfterWrite(queryClient, config);
    },
  });
}

/**
 * After a write that changed some rows in place (e.g. mark as read): those rows take `patch` in the
 * cached lists at once, then every admin view is refetched.
 */
export function usePatchCachedRows(config: ResourceConfig) {
  const queryClient = useQueryClient();
  return (ids: readonly string[], patch: Partial<ResourceRow>) => {
    const changed = new Set(ids);
    changeCachedRows(queryClient, config, (rows) => rows.map((row) => (changed.has(row._id) ? { ...row, ...patch } : row)));
    return refreshAfterWrite(queryClient, config);
  };
}

/** After a bulk action by query: every admin view is refetched, the list too (its rows changed on the server). */
export function useRefreshAdminViews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });
}
