/**
 * The job list page's URL (/jobs/current-opening?q=&location=&page=), read by the page and by the
 * function that renders it. No schema here: the page loads this without zod.
 */
import { SEARCH_TEXT_MAX_LENGTH } from './admin/search';

/** What the job list page's URL keeps: the search (job name, location) and the page (1-based). */
export interface JobListView {
  q: string;
  location: string;
  page: number;
}

const textParam = (params: URLSearchParams, name: string) => (params.get(name) ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH);

/** The view a job list URL's query names; anything malformed reads as its default (no search, page 1). */
export function jobListViewOf(params: URLSearchParams): JobListView {
  const page = Number(params.get('page'));
  return { q: textParam(params, 'q'), location: textParam(params, 'location'), page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The query string of a view, without its defaults ('' for the unsearched first page). */
export function jobListSearchOf({ q, location, page }: JobListView): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (location) params.set('location', location);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
