import { ENDPOINTS, JOB_LIST_MESSAGES, JOBS_PAGE_SIZE, apiPath, type JobListView, type PublicJobsPage } from '@careers/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { serverMessage } from '../../../components/forms/serverMessage';
import { apiFetch } from '../../../lib/api';
import { usePageData } from '../../../lib/pageData';
import { cardsOf, listPages, type JobCardData } from '../jobList';

type Search = Pick<JobListView, 'q' | 'location'>;

/** A page of the public list (fixed then affiliate jobs, JOBS_PAGE_SIZE rows) after `cursor`, anonymous. */
export async function fetchJobListPage({ q, location }: Search, cursor: string | null, signal?: AbortSignal): Promise<PublicJobsPage> {
  const query = { q, location, ...(cursor ? { cursor } : {}) };
  const page = await apiFetch<PublicJobsPage | undefined>(apiPath(ENDPOINTS.jobOpenings, {}, query), { anonymous: true, signal });
  return { rows: page?.rows ?? [], total: page?.total ?? 0, nextCursor: page?.nextCursor ?? null };
}

export const jobListQueryOptions = (search: Search) =>
  infiniteQueryOptions({
    queryKey: ['jobs', 'list', search.q, search.location] as const,
    queryFn: ({ pageParam, signal }) => fetchJobListPage(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export type JobListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'loaded';
      /** The cards of the page shown. */
      cards: JobCardData[];
      /** The page shown (the one asked for once it has loaded) and how many the pager offers. */
      page: number;
      pages: number;
      /** Every job the search matches (the server's count). */
      total: number;
    };

/**
 * The page of the public list the view asks for: its search read from the server a page at a
 * time (each page continues the last with its cursor), the pages before it loaded first. A
 * server-rendered page comes with the pages it shows, so the client starts without a fetch.
 */
export function useJobList(view: JobListView): JobListState {
  const embedded = usePageData().jobList;
  const fromServer = embedded && embedded.q === view.q && embedded.location === view.location ? embedded : undefined;
  const { data, error, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = useInfiniteQuery({
    ...jobListQueryOptions(view),
    initialData: fromServer ? { pages: [fromServer.page], pageParams: [null] } : undefined,
    initialDataUpdatedAt: fromServer?.readAt,
  });
  const rows = useMemo(() => data?.pages.flatMap((page) => page.rows) ?? [], [data]);
  const total = data?.pages.at(-1)?.total ?? 0;
  const { page, pages, needsMore } = listPages({ loaded: rows.length, total, hasMore: hasNextPage, asked: view.page }, JOBS_PAGE_SIZE);

  useEffect(() => {
    if (needsMore && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [needsMore, isFetchingNextPage, isError, fetchNextPage]);

  // One object per state, not per render: the page defers rendering it (useDeferredValue).
  return useMemo((): JobListState => {
    if (data)
      return { status: 'loaded', cards: cardsOf(rows.slice((page - 1) * JOBS_PAGE_SIZE, page * JOBS_PAGE_SIZE)), page, pages, total };
    if (isError) return { status: 'error', message: serverMessage(error, JOB_LIST_MESSAGES.backendError) };
    return { status: 'loading' };
  }, [data, rows, page, pages, total, error, isError]);
}
