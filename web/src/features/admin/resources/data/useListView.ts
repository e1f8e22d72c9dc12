import { useCallback, useRef } from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router-dom';
import { useUrlView } from '../../../../hooks/useUrlView';
import {
  readView,
  trailOf,
  turnPage,
  withPage,
  withViewChange,
  type CursorTrail,
  type ListView,
  type ViewChange,
  type ViewShape,
} from './listView';

/** The view on screen, the query string it is written as, and the cursors of the pages before it. */
interface Shown {
  search: string;
  view: ListView;
  trail: CursorTrail;
}

const shownOf = (params: URLSearchParams, state: unknown, shape: ViewShape): Shown => {
  const view = readView(params, shape);
  return { search: params.toString(), view, trail: trailOf(state, view) };
};

/**
 * The list's view, kept in the URL (listView.ts). A change shows at once (the router applies
 * navigations as transitions, later) and is written to the URL: a change of sort, filter or range
 * and a page turn are new history entries (back returns to the view before), the search text
 * replaces the current entry (typing makes none). A page turn's entry carries the cursors of the
 * pages before it in its state. When the URL changes otherwise (back, forward, a link), the list
 * shows the URL's view.
 */
export function useListView(shape: ViewShape) {
  const [params, setParams] = useSearchParams();
  const { state: historyState, pathname } = useLocation();
  const listPath = useRef(pathname);
  listPath.current = pathname;
  const urlSearch = params.toString();
  const fromUrl = useCallback(() => shownOf(params, historyState, shape), [params, historyState, shape]);
  const { shown, latest, showNow } = useUrlView(urlSearch, fromUrl);

  const show = useCallback(
    (next: URLSearchParams, trail: CursorTrail | undefined, options: NavigateOptions) => {
      const search = next.toString();
      if (search === latest.current.search) return;
      // The reader followed a link while a change was pending (a search typed just before it): the
      // router has left this list (it shows the next page once that has loaded), and writing the
      // change would take them back to it.
      if (window.location.pathname !== listPath.current) return;
      const view = readView(next, shape);
      showNow({ search, view, trail: trail ?? trailOf(undefined, view) });
      setParams(next, options);
    },
    [shape, setParams, latest, showNow],
  );

  const changeView = useCallback(
    (change: ViewChange) => {
      const current = new URLSearchParams(latest.current.search);
      const next = withViewChange(current, change, shape);
      // A change to what the view already has (a search typed and erased before it applied) keeps the page.
      if (next.toString() === withViewChange(current, {}, shape).toString()) return;
      show(next, undefined, { replace: Object.keys(change).every((key) => key === 'q') });
    },
    [show, shape, latest],
  );

  /** Next or Previous of a paged list; `nextCursor` is the current page's answer's. */
  const turn = useCallback(
    (direction: 'next' | 'previous', nextCursor?: string) => {
      const { view, trail, search } = latest.current;
      const to = turnPage(view, trail, direction, nextCursor);
      show(withPage(new URLSearchParams(search), to.page, to.cursor), to.trail, { state: { cursors: to.trail } });
    },
    [show, latest],
  );

  /** Page `page` of a list paged in the browser, or page 1 of any list (`replace`: in place, after a delete). */
  const showPage = useCallback(
    (page: number, replace = false) => show(withPage(new URLSearchParams(latest.current.search), page), undefined, { replace }),
    [show, latest],
  );

  return { view: shown.view, changeView, turn, showPage };
}
