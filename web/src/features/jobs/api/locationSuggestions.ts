import { ENDPOINTS, LOCATION_SUGGEST_DEBOUNCE_MS, LOCATION_SUGGEST_MIN_CHARS, apiPath } from '@careers/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api';

/** Location suggestions for the typed text: an array of location strings. */
export async function fetchLocationSuggestions(query: string, signal?: AbortSignal): Promise<string[]> {
  const data = await apiFetch<unknown>(apiPath(ENDPOINTS.jobLocations, {}, { query }), { anonymous: true, signal });
  return Array.isArray(data) ? data.filter((item): item is string => typeof item === 'string') : [];
}

export const locationSuggestionsQueryOptions = (query: string) =>
  queryOptions({ queryKey: ['jobs', 'locations', query] as const, queryFn: ({ signal }) => fetchLocationSuggestions(query, signal) });

/** `value`, once it has stayed the same for `delayMs`. */
function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Location suggestions for the typed text: asked for LOCATION_SUGGEST_DEBOUNCE_MS after the last
 * keystroke, only with at least LOCATION_SUGGEST_MIN_CHARS characters (fewer clears the list at
 * once); a newer text cancels the pending request. Failures are only logged.
 */
export function useLocationSuggestions(text: string): string[] {
  const typed = text.trim();
  const query = useDebounced(typed, LOCATION_SUGGEST_DEBOUNCE_MS);
  const enough = typed.length >= LOCATION_SUGGEST_MIN_CHARS && query.length >= LOCATION_SUGGEST_MIN_CHARS;
  const result = useQuery({ ...locationSuggestionsQueryOptions(query), enabled: enough, placeholderData: keepPreviousData, retry: false });
  useEffect(() => {
    if (result.error) console.error('Failed to load location suggestions', result.error);
  }, [result.error]);
  return enough ? (result.data ?? []) : [];
}
