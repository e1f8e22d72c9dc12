import { LOCATION_SUGGEST_DEBOUNCE_MS, LOCATION_SUGGEST_MIN_CHARS } from '@careers/domain';
import { useEffect, useState } from 'react';
import { fetchLocationSuggestions } from '../api/jobsApi';

/**
 * Location suggestions for the typed text: asked for LOCATION_SUGGEST_DEBOUNCE_MS after the last
 * keystroke, only with at least LOCATION_SUGGEST_MIN_CHARS characters; a newer text cancels the
 * pending request. Failures are only logged.
 */
export function useLocationSuggestions(text: string): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);

  useEffect(() => {
    const query = text.trim();
    if (query.length < LOCATION_SUGGEST_MIN_CHARS) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchLocationSuggestions(query, controller.signal)
        .then(setSuggestions)
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.error('Failed to load location suggestions', error);
        });
    }, LOCATION_SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  return suggestions;
}
