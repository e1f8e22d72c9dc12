import { ENDPOINTS, apiPath } from '@careers/domain';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { ADMIN_QUERY_ROOT, adminQueryKey } from '../api/queryKeys';
import type { ResourceConfig, ResourceRow } from './types';

const asRows = (data: unknown): ResourceRow[] => (Array.isArray(data) ? (data as ResourceRow[]) : []);

/** Path params of a list call (e.g. the jobId of the applications list); none for most resources. */
export type ListParams = Readonly<Record<string, string>>;
const NO_PARAMS: ListParams = {};

/** The query key prefix every list of a resource shares, whatever its params. */
const resourceKey = (config: ResourceConfig) => adminQueryKey(config.list);

/** Every row of a resource (lean, `_id`, ISO dates), with the admin's ID token. */
export async function fetchResourceRows(
  config: ResourceConfig,
  params: ListParams = NO_PARAMS,
  signal?: AbortSignal,
): Promise<ResourceRow[]> {
  const data = await apiFetch<unknown>(apiPath(ENDPOINTS[config.list], params), { signal });
  return (config.selectRows ?? asRows)(data);
}

export const resourceListQueryOptions = (config: ResourceConfig, params: ListParams = NO_PARAMS) =>
  queryOptions({
    queryKey: [...resourceKey(config), params] as const,
    queryFn: ({ signal }) => fetchResourceRows(config, params, signal),
    staleTime: 0,
  });

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

/** Deletes ids through the resource's delete endpoint (its method and body key from the table). */
export function deleteResourceRows(config: ResourceConfig, ids: readonly string[]) {
  const endpoint = ENDPOINTS[config.remove] as { method: string; path: string; bodyKey?: string };
  return apiFetch<{ deleted?: number }>(apiPath(endpoint), { method: endpoint.method, body: { [endpoint.bodyKey ?? 'ids']: ids } });
}

/**
 * The delete mutation: the deleted rows leave the cached list at once, then every admin view is
 * refetched (the list, and the counts and the bell that the delete changes too).
 */
export function useDeleteResourceRows(config: ResourceConfig) {
  const queryClient = useQueryClient();
  const queryKey = resourceKey(config);
  return useMutation({
    mutationFn: (ids: readonly string[]) => deleteResourceRows(config, ids),
    onSuccess: (_answer, ids) => {
      const gone = new Set(ids);
      queryClient.setQueriesData<ResourceRow[]>({ queryKey }, (rows) => rows?.filter((row) => !gone.has(row._id)));
      void refreshAfterWrite(queryClient, config);
    },
  });
}

/**
 * After a write that changed some rows in place (e.g. mark as read): those rows take `patch` in the
 * cached list at once, then every admin view is refetched.
 */
export function usePatchCachedRows(config: ResourceConfig) {
  const queryClient = useQueryClient();
  const { queryKey } = resourceListQueryOptions(config);
  return (ids: readonly string[], patch: Partial<ResourceRow>) => {
    const changed = new Set(ids);
    queryClient.setQueryData(queryKey, (rows) => rows?.map((row) => (changed.has(row._id) ? { ...row, ...patch } : row)));
    return refreshAfterWrite(queryClient, config);
  };
}
