import { JOB_LIST_PAGE_PATH, jobListSearchOf, jobListViewOf, type JobListView } from '@careers/domain';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { KEEP_SCROLL } from '../../lib/keepScroll';

/** The view on screen and the query string it is written as (without '?'). */
interface Shown {
  search: string;
  view: JobListView;
}

const shownOf = (params: URLSearchParams): Shown => {
  const view = jobListViewOf(params);
  return { search: jobListSearchOf(view).slice(1), view };
};

/** Where the list was last shown in this tab (its URL), for the job page's way back to it. */
export const LIST_RETURN_KEY = 'careers.jobList.return';

/**
 * The job list's view (search, filters, order, page), kept in the URL. A change shows at once and
 * each change starts from the view last shown, not from the URL: the router applies navigations as
 * transitions, later, and a change made before it has (a search pressed just after a page turn)
 * must not be overwritten by the older one, nor start from it. When the URL changes otherwise
 * (back, forward, a link), the list shows the URL's view. Each change is a new history entry.
 * As useListView (admin lists) does for the admin lists.
 */
export function useJobListView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const urlShown = shownOf(params);
  const urlSearch = urlShown.search;
  const [shown, setShown] = useState(urlShown);
  const latest = useRef(shown);
  /** The URL's query last seen, and those this list wrote that the router has not applied yet. */
  const seenUrl = useRef<string | undefined>(urlSearch);
  const written = useRef<string[]>([]);
  // Back or forward may merge with a write still pending: it forgets the pending writes and shows the URL as it is then.
  const [historyMoves, setHistoryMoves] = useState(0);
  useEffect(() => {
    const moved = () => {
      written.current = [];
      seenUrl.current = undefined;
      setHistoryMoves((count) => count + 1);
    };
    window.addEventListener('popstate', moved);
    return () => window.removeEventListener('popstate', moved);
  }, []);

  useLayoutEffect(() => {
    latest.current = shown;
    if (urlSearch === seenUrl.current) return;
    seenUrl.current = urlSearch;
    const mine = written.current.indexOf(urlSearch);
    if (mine >= 0) written.current = written.current.slice(mine + 1);
    else if (urlSearch !== latest.current.search) setShown(shownOf(new URLSearchParams(urlSearch)));
  }, [shown, urlSearch, historyMoves]);

  useEffect(() => {
    try {
      sessionStorage.setItem(LIST_RETURN_KEY, `${JOB_LIST_PAGE_PATH}${shown.search ? `?${shown.search}` : ''}`);
    } catch {
      // Storage refused (private mode): the job page links to the list's first page.
    }
  }, [shown.search]);

  const show = useCallback(
    (next: JobListView) => {
      const search = jobListSearchOf(next).slice(1);
      if (search === latest.current.search) return;
      // The reader followed a link while a change was pending: writing it would take them back.
      if (window.location.pathname !== JOB_LIST_PAGE_PATH) return;
      latest.current = { search, view: next };
      setShown(latest.current);
      written.current.push(search);
      void navigate({ search: search ? `?${search}` : '' }, { state: KEEP_SCROLL });
    },
    [navigate],
  );

  /** A new search, filter or order: back on page 1. */
  const change = useCallback((next: Partial<Omit<JobListView, 'page'>>) => show({ ...latest.current.view, ...next, page: 1 }), [show]);
  const goToPage = useCallback((page: number) => show({ ...latest.current.view, page }), [show]);

  return { view: shown.view, change, goToPage };
}
