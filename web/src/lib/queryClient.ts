import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * The one query client of the app. Features declare their calls as query options beside their
 * fetchers (features/<feature>/api) and read them with useQuery; mutations invalidate the keys
 * they change. A 4xx is not retried (the answer will not change); other failures once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
      },
      mutations: { retry: false },
    },
  });
}
