import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { adminQueryKey } from '../../api/queryKeys';
import type { ChangeSignal } from '../types';

const NO_CHANGES: ChangeSignal = { queryKey: adminQueryKey('no-changes'), queryFn: () => null };

/**
 * A list's `changes` query (ResourceConfig.changes), polled every `pollMs`: `refetch` (the list's)
 * runs when its answer changes, not when it repeats (answers are structurally shared, so an equal
 * answer keeps its reference). Without `changes` nothing is fetched.
 */
export function useRefetchOnChange(changes: ChangeSignal | undefined, pollMs: number | undefined, refetch: () => unknown): void {
  const { queryKey, queryFn } = changes ?? NO_CHANGES;
  const { data } = useQuery({ queryKey, queryFn, enabled: !!changes, refetchInterval: pollMs });
  const seen = useRef<unknown>(undefined);
  useEffect(() => {
    if (data === undefined) return;
    // The first answer comes with the list's own first load.
    if (seen.current !== undefined && seen.current !== data) void refetch();
    seen.current = data;
  }, [data, refetch]);
}
