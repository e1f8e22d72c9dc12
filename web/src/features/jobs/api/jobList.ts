import {
  ENDPOINTS,
  JOB_LIST_MESSAGES,
  JOB_LIST_PAGE_MAX,
  JOBS_PAGE_SIZE,
  apiPath,
  jobListQueryOf,
  type AdminPage,
  type JobListSearch,
  type JobListSort,
  type JobListView,
  type PublicJobRow,
} from '@careers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { serverMessage } from '../../../components/forms/serverMessage';
import { ApiError, apiFetch } from '../../../lib/api';
import { usePageData, type PageData } from '../../../lib/pageData';
import { cardsOf, mergePage, pageCount, type JobCardData, type JobKind } from '../jobList';

type SourcePage = AdminPage<PublicJobRow>;

/** Each source's own list path: the two are read apart, so that one failing leaves the other shown. */
const SOURCE_ENDPOINTS = { fixed: ENDPOINTS.jobsList, affiliate: ENDPOINTS.affiliateJobsPublic } as const;

/** A source's page as the list reads it: its rows marked by kind. */
const withKind = (kind: JobKind, page: AdminPage<object> | null | undefined): SourcePage => ({
  rows: (page?.rows ?? []).map((row) => ({ ...row, kind }) as PublicJobRow),
  total: page?.total ?? 0,
  nextCursor: null,
});

/** How a source is read for a page: its share of the merged list's page in an order, or its own page ('alone', the other failing). */
type Reading = JobListSort | 'alone';

/** One numbered page (JOBS_PAGE_SIZE rows) of a source, read directly by its number, anonymous. */
export async function fetchSourcePage(kind: JobKind, search: JobListSearch, page: number, reading: Reading, signal?: AbortSignal) {
  const query = {
    ...jobListQueryOf(search),
    limit: String(JOBS_PAGE_SIZE),
    page: String(page),
    ...(reading === 'alone' ? {} : { sort: reading }),
  };
  const read = () => apiFetch<AdminPage<object> | undefined>(apiPath(SOURCE_ENDPOINTS[kind], {}, query), { anonymous: true, signal });
  // Once more after a failure that is not a refusal, as the app's queries are retried (lib/queryClient.ts).
  const answer = await read().catch((error: unknown) => {
    if ((error instanceof ApiError && error.status < 500) || signal?.aborted) throw error;
    return read();
  });
  return withKind(kind, answer);
}

/** A page of the list as shown: its rows in order, the jobs the search matches, and the source that could not be read (or null). */
export interface ListPage {
  page: number;
  rows: PublicJobRow[];
  total: number;
  unavailable: JobKind | null;
}

/**
 * Page `page` of the list: each source's share of it read apart and merged in the order
 * (mergePage). A source that fails leaves the other's own page shown (read alone, with its own
 * total); only both failing is an error.
 */
export async function fetchListPage(search: JobListSearch, sort: JobListSort, page: number, signal?: AbortSignal): Promise<ListPage> {
  const [fixed, affiliate] = await Promise.allSettled([
    fetchSourcePage('fixed', search, page, sort, signal),
    fetchSourcePage('affiliate', search, page, sort, signal),
  ]);
  if (fixed.status === 'rejected' && affiliate.status === 'rejected') throw fixed.reason;
  if (fixed.status === 'rejected' || affiliate.status === 'rejected') {
    const unavailable: JobKind = fixed.status === 'rejected' ? 'fixed' : 'affiliate';
    const alone = await fetchSourcePage(unavailable === 'fixed' ? 'affiliate' : 'fixed', search, page, 'alone', signal);
    return { page, rows: alone.rows, total: alone.total, unavailable };
  }
  return {
    page,
    rows: mergePage(fixed.value.rows, affiliate.value.rows, sort),
    total: fixed.value.total + affiliate.value.total,
    unavailable: null,
  };
}

const searchKey = (search: JobListSearch) => JSON.stringify(jobListQueryOf(search));

export const jobListQueryOptions = (search: JobListSearch, sort: JobListSort, page: number) =>
  queryOptions({
    queryKey: ['jobs', 'list', searchKey(search), sort, page] as const,
    queryFn: ({ signal }) => fetchListPage(search, sort, page, signal),
  });

/** The page the server rendered, as the list holds it, when it is the view's search and order. */
function embeddedPage(embedded: PageData['jobList'], search: JobListSearch, sort: JobListSort): ListPage | undefined {
  if (!embedded?.search || searchKey(embedded.search) !== searchKey(search) || embedded.sort !== sort) return undefined;
  const { fixed, affiliate, page } = embedded;
  if (!fixed && !affiliate) return undefined;
  const unavailable = !fixed ? 'fixed' : !affiliate ? 'affiliate' : null;
  const [f, a] = [withKind('fixed', fixed), withKind('affiliate', affiliate)];
  return { page, rows: mergePage(f.rows, a.rows, sort), total: f.total + a.total, unavailable };
}

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
 * The page of the public list the view asks for, read directly by its number (never through the
 * pages before it). While another page of the same search and order loads, the one shown stays. A
 * page past the last (a URL made by hand, or jobs gone since) shows the last.
 */
export function useJobList(view: JobListView): JobListState {
  const { q, location, department, experience, jobType, sort } = view;
  const search = useMemo(() => ({ q, location, department, experience, jobType }), [q, location, department, experience, jobType]);
  const listKey = `${searchKey(search)}|${sort}`;
  const rendered = embeddedPage(usePageData().jobList, search, sort);
  // A URL may name any number; the API answers pages up to JOB_LIST_PAGE_MAX.
  const asked = Math.min(view.page, JOB_LIST_PAGE_MAX);
  // The last page of this search and order, once an answer showed the page asked for was past it.
  const [last, setLast] = useState(() => (rendered && rendered.page < asked ? { listKey, page: rendered.page } : null));
  const target = last && last.listKey === listKey && last.page < asked ? last.page : asked;
  const query = useQuery({
    ...jobListQueryOptions(search, sort, target),
    initialData: rendered?.page === target ? rendered : undefined,
    initialDataUpdatedAt: usePageData().jobList?.readAt,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === searchKey(search) && previousQuery.queryKey[3] === sort ? previous : undefined,
  });
  const answer = query.data;
  const pages = answer ? pageCount(answer.total, JOBS_PAGE_SIZE) : 1;
  const pastLast = answer !== undefined && !query.isPlaceholderData && answer.page > pages;

  useEffect(() => {
    if (pastLast) setLast({ listKey, page: pages });
  }, [pastLast, listKey, pages]);

  // One object per state, not per render: the page defers rendering it (useDeferredValue).
  return useMemo((): JobListState => {
    if (query.isError) return { status: 'error', message: serverMessage(query.error, JOB_LIST_MESSAGES.backendError) };
    if (!answer || pastLast) return { status: 'loading' };
    return {
      status: 'loaded',
      cards: cardsOf(answer.rows),
      page: answer.page,
      pages,
      total: answer.total,
      unavailable: answer.unavailable,
    };
  }, [answer, pastLast, pages, query.isError, query.error]);
}
