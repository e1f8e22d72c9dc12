import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { adminQueryKey } from '../../api/queryKeys';
import type { ListScope, ListScopeState } from '../types';

const ALL: ListScopeState = { kind: 'all' };

/** The scope value of the URL (`?jobId=`), looked up by the screen's `find`: its name, or that it names nothing. */
export function useListScope(scope: ListScope | undefined, all: string | undefined): ListScopeState {
  const [params] = useSearchParams();
  const value = scope ? (params.get(scope.param)?.trim() ?? '') : '';
  const chosen = Boolean(value) && value !== all;
  const found = useQuery({
    queryKey: adminQueryKey('scope', scope?.param ?? '', value),
    queryFn: ({ signal }) => scope!.find(value, signal),
    enabled: Boolean(scope) && chosen,
    staleTime: 60_000,
  });
  if (!scope || !chosen) return ALL;
  if (found.data) return { kind: 'one', option: found.data };
  // Not found is an answer (null); a failed look-up is not: the list still shows what it holds.
  return found.data === null ? { kind: 'unknown', value } : { kind: 'loading' };
}
