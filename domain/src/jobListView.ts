/**
 * The job list page's URL (/jobs/current-opening?q=&location=&department=&experience=&jobType=&sort=&page=),
 * read by the page and by the function that renders it. No schema here: the page loads this without zod.
 */
import { SEARCH_TEXT_MAX_LENGTH } from './admin/search';
import { JOB_FACETS, JOB_LIST_SORTS, facetValueOf, type JobFacet, type JobListSort } from './jobFacets';

/**
 * What the job list page's URL keeps: the search (job name, location), the filters (a filter
 * option's value, '' for any), the order (featured jobs first, or newest first) and the page (1-based).
 */
export interface JobListView extends Record<JobFacet, string> {
  q: string;
  location: string;
  sort: JobListSort;
  page: number;
}

/** The search and filters of a view: what the server is asked (the page and the order are the browser's). */
export type JobListSearch = Omit<JobListView, 'page' | 'sort'>;

const textParam = (params: URLSearchParams, name: string) => (params.get(name) ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH);

/** The view a job list URL's query names; anything malformed reads as its default (no search or filter, featured first, page 1). */
export function jobListViewOf(params: URLSearchParams): JobListView {
  const page = Number(params.get('page'));
  const facets = Object.fromEntries(JOB_FACETS.map((facet) => [facet, facetValueOf(facet, params.get(facet)) ?? ''])) as Record<
    JobFacet,
    string
  >;
  const sort = JOB_LIST_SORTS.find((s) => s.value === params.get('sort'))?.value ?? 'default';
  return {
    q: textParam(params, 'q'),
    location: textParam(params, 'location'),
    ...facets,
    sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a view, without its defaults ('' for the unsearched, unfiltered first page). */
export function jobListSearchOf(view: JobListView): string {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.location) params.set('location', view.location);
  for (const facet of JOB_FACETS) if (view[facet]) params.set(facet, view[facet]);
  if (view.sort !== 'default') params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The server's query of a view's search and filters (no empty values). */
export function jobListQueryOf(search: JobListSearch): Record<string, string> {
  const query: Record<string, string> = { q: search.q, location: search.location };
  for (const facet of JOB_FACETS) if (search[facet]) query[facet] = search[facet];
  return query;
}
