import {
  ENDPOINTS,
  JOB_LIST_MESSAGES,
  JOBS_PAGE_SIZE,
  apiPath,
  jobListQueryOf,
  type AdminPage,
  type JobListSearch,
  type JobListView,
  type PublicJobRow,
} from '@careers/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { serverMessage } from '../../../components/forms/serverMessage';
import { apiFetch } from '../../../lib/api';
import { usePageData } from '../../../lib/pageData';
import { cardsOf, listPages, mergeSources, type JobCardData, type JobKind, type SourceRows } from '../jobList';

type SourcePage = AdminPage<PublicJobRow>;

/** Each source's own list path: the two are read apart, so that one failing leaves the other shown. */
const SOURCE_ENDPOINTS = { fixed: ENDPOINTS.jobsList, affiliate: ENDPOINTS.affiliateJobsPublic } as const;

/** A source's page as the list reads it: its rows marked by kind. */
const withKind = (kind: JobKind, page: AdminPage<object> | undefined): SourcePage => ({
  rows: (page?.rows ?? []).map((row) => ({ ...row, kind }) as PublicJobRow),
  total: page?.total ?? 0,
  nextCursor: page?.nextCursor ?? null,
});

/** A page of one source (JOBS_PAGE_SIZE rows, newest first) after `cursor`, anonymous. */
export async function fetchSourcePage(kind: JobKind, search: JobListSearch, cursor: string | null, signal?: AbortSignal) {
  const query = { ...jobListQueryOf(search), limit: String(JOBS_PAGE_SIZE), ...(cursor ? { cursor } : {}) };
  const page = await apiFetch<AdminPage<object> | undefined>(apiPath(SOURCE_ENDPOINTS[kind], {}, query), { anonymous: true, signal });
  return withKind(kind, page);
}

const searchKey = (search: JobListSearch) => JSON.stringify(jobListQueryOf(search));

export const jobSourceQueryOptions = (kind: JobKind, search: JobListSearch) =>
  infiniteQueryOptions({
    queryKey: ['jobs', 'list', kind, searchKey(search)] as const,
    queryFn: ({ pageParam, signal }) => fetchSourcePage(kind, search, pageParam, signal),
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
      /** Every job the search matches (the servers' counts, of the sources that answered). */
      total: number;
      /** The source that could not be read (its jobs are missing), or null. */
      unavailable: JobKind | null;
    };

/**
 * One source read a page at a time. A server-rendered page comes with its first pages (or with
 * null: the server could not read it, and it counts as failed without a fetch, as the HTML shows it).
 */
function useSource(kind: JobKind, search: JobListSearch) {
  const embedded = usePageData().jobList;
  const fromServer = embedded?.search && searchKey(embedded.search) === searchKey(search) ? embedded : undefined;
  const page = fromServer?.[kind];
  const query = useInfiniteQuery({
    ...jobSourceQueryOptions(kind, search),
    initialData: page ? { pages: [withKind(kind, page)], pageParams: [null] } : undefined,
    initialDataUpdatedAt: fromServer?.readAt,
    enabled: !(fromServer && page === null),
  });
  const failed = query.isError || (fromServer !== undefined && page === null);
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.rows) ?? [], [query.data]);
  const source: SourceRows = useMemo(() => ({ rows, hasMore: !failed && query.hasNextPage }), [rows, failed, query.hasNextPage]);
  return {
    source,
    failed,
    settled: query.data !== undefined || failed,
    total: failed && !query.data ? 0 : (query.data?.pages.at(-1)?.total ?? 0),
    error: query.error,
    fetching: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
  };
}

/**
 * The page of the public list the view asks for: the fixed and the affiliate jobs, each read from
 * its own list path a page at a time, merged in the view's order (mergeSources). The pages before it
 * are read first. A source that fails leaves the other's jobs shown, with a notice; only both
 * failing is the list's error.
 */
export function useJobList(view: JobListView): JobListState {
  const { q, location, department, experience, jobType } = view;
  const search = useMemo(() => ({ q, location, department, experience, jobType }), [q, location, department, experience, jobType]);
  const fixed = useSource('fixed', search);
  const affiliate = useSource('affiliate', search);
  const merged = useMemo(() => mergeSources(fixed.source, affiliate.source, view.sort), [fixed.source, affiliate.source, view.sort]);
  const total = fixed.total + affiliate.total;
  const { page, pages, needsMore } = listPages(
    { loaded: merged.rows.length, total, hasMore: merged.next !== null, asked: view.page },
    JOBS_PAGE_SIZE,
  );
  const next = merged.next === 'fixed' ? fixed : merged.next === 'affiliate' ? affiliate : null;
  const settled = fixed.settled && affiliate.settled;
  const readNext = settled && needsMore && next !== null && !next.fetching && !next.failed ? next.fetchNextPage : null;

  useEffect(() => {
    if (readNext) void readNext();
  }, [readNext]);

  // One object per state, not per render: the page defers rendering it (useDeferredValue).
  return useMemo((): JobListState => {
    if (!settled) return { status: 'loading' };
    if (fixed.failed && affiliate.failed)
      return { status: 'error', message: serverMessage(fixed.error ?? affiliate.error, JOB_LIST_MESSAGES.backendError) };
    return {
      status: 'loaded',
      cards: cardsOf(merged.rows.slice((page - 1) * JOBS_PAGE_SIZE, page * JOBS_PAGE_SIZE)),
      page,
      pages,
      total,
      unavailable: fixed.failed ? 'fixed' : affiliate.failed ? 'affiliate' : null,
    };
  }, [settled, fixed.failed, affiliate.failed, fixed.error, affiliate.error, merged.rows, page, pages, total]);
}
