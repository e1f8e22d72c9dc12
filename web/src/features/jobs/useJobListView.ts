import { JOB_LIST_PAGE_PATH, jobListSearchOf, jobListViewOf, type JobListView } from '@careers/domain';
import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useUrlView } from '../../hooks/useUrlView';
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
 * The job list's view (search, filters, order, page), kept in the URL (useUrlView, as the admin
 * lists' is). Each change is a new history entry.
 */
export function useJobListView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const urlSearch = shownOf(params).search;
  const fromUrl = useCallback(() => shownOf(new URLSearchParams(urlSearch)), [urlSearch]);
  const { shown, latest, showNow } = useUrlView(urlSearch, fromUrl);

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
      showNow({ search, view: next });
      void navigate({ search: search ? `?${search}` : '' }, { state: KEEP_SCROLL });
    },
    [navigate, latest, showNow],
  );

  /** A new search, filter or order: back on page 1. */
  const change = useCallback(
    (next: Partial<Omit<JobListView, 'page'>>) => show({ ...latest.current.view, ...next, page: 1 }),
    [show, latest],
  );
  const goToPage = useCallback((page: number) => show({ ...latest.current.view, page }), [show, latest]);

  return { view: shown.view, change, goToPage };
}
