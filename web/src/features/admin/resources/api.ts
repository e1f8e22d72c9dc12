import { ENDPOINTS, apiPath } from '@careers/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import type { ResourceConfig, ResourceRow } from './types';

const asRows = (data: unknown): ResourceRow[] => (Array.isArray(data) ? (data as ResourceRow[]) : []);

/** Path params of a list call (e.g. the jobId of the applications list); none for most resources. */
export type ListParams = Readonly<Record<string, string>>;
const NO_PARAMS: ListParams = {};

/** The query key prefix every list of a resource shares, whatever its params. */
const resourceKey = (config: ResourceConfig) => ['admin', config.list] as const;

/** Every row of a resource (lean, `_id`, ISO dates), with the admin's ID token. */
export async function fetchResourceRows(config: ResourceConfig, params: ListParams = NO_PARAMS, signal?: AbortSignal): Promise<ResourceRow[]> {
  const data = await apiFetch<unknown>(apiPath(ENDPOINTS[config.list], params), { signal });
  return (config.selectRows ?? asRows)(data);
}

export const resourceListQueryOptions = (config: ResourceConfig, params: ListParams = NO_PARAMS) =>
  queryOptions({
    queryKey: [...resourceKey(config), params] as const,
    queryFn: ({ signal }) => fetchResourceRows(config, params, signal),
    staleTime: 0,
  });

/** Deletes ids through the resource's delete endpoint (its method and body key from the table). */
export function deleteResourceRows(config: ResourceConfig, ids: readonly string[]) {
  const endpoint = ENDPOINTS[config.remove] as { method: string; path: string; bodyKey?: string };
  return apiFetch<{ deleted?: number }>(apiPath(endpoint), { method: endpoint.method, body: { [endpoint.bodyKey ?? 'ids']: ids } });
}

/** The delete mutation: the deleted rows leave every cached list of the resource at once, then they are refetched. */
export function useDeleteResourceRows(config: ResourceConfig) {
  const queryClient = useQueryClient();
  const queryKey = resourceKey(config);
  return useMutation({
    mutationFn: (ids: readonly string[]) => deleteResourceRows(config, ids),
    onSuccess: (_answer, ids) => {
      const gone = new Set(ids);
      queryClient.setQueriesData<ResourceRow[]>({ queryKey }, (rows) => rows?.filter((row) => !gone.has(row._id)));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
