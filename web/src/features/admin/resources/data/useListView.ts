import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router-dom';
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
  const [shown, setShown] = useState(() => shownOf(params, historyState, shape));
  // What the setters start from: the view last shown, or being shown (two changes in one event chain).
  const latest = useRef(shown);
  /** The URL's query string last seen, and those this list wrote that the router has not applied yet. */
  const seenUrl = useRef<string | undefined>(urlSearch);
  const written = useRef<string[]>([]);
  // Back or forward: the router applies it as a transition, which may merge with a write of this list
  // still pending (back at once after a page turn), so that the URL it commits is the one it had and
  // nothing looks changed. A history move forgets the pending writes and shows the URL as it is then.
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

  // After a commit only (refs, not render-time state: the router renders in transitions, which may be
  // discarded): the URL changed to what this list wrote, or otherwise (back, forward, a link).
  useLayoutEffect(() => {
    latest.current = shown;
    if (urlSearch === seenUrl.current) return;
    seenUrl.current = urlSearch;
    const mine = written.current.indexOf(urlSearch);
    if (mine >= 0) written.current = written.current.slice(mine + 1);
    else if (urlSearch !== latest.current.search) setShown(shownOf(params, historyState, shape));
  }, [shown, urlSearch, params, historyState, shape, historyMoves]);

  const show = useCallback(
    (next: URLSearchParams, trail: CursorTrail | undefined, options: NavigateOptions) => {
      const search = next.toString();
      if (search === latest.current.search) return;
      // The reader followed a link while a change was pending (a search typed just before it): the
      // router has left this list (it shows the next page once that has loaded), and writing the
      // change would take them back to it.
      if (window.location.pathname !== listPath.current) return;
      const view = readView(next, shape);
      latest.current = { search, view, trail: trail ?? trailOf(undefined, view) };
      setShown(latest.current);
      written.current.push(search);
      setParams(next, options);
    },
    [shape, setParams],
  );

  const changeView = useCallback(
    (change: ViewChange) => {
      const current = new URLSearchParams(latest.current.search);
      const next = withViewChange(current, change, shape);
      // A change to what the view already has (a search typed and erased before it applied) keeps the page.
      if (next.toString() === withViewChange(current, {}, shape).toString()) return;
      show(next, undefined, { replace: Object.keys(change).every((key) => key === 'q') });
    },
    [show, shape],
  );

  /** Next or Previous of a paged list; `nextCursor` is the current page's answer's. */
  const turn = useCallback(
    (direction: 'next' | 'previous', nextCursor?: string) => {
      const { view, trail, search } = latest.current;
      const to = turnPage(view, trail, direction, nextCursor);
      show(withPage(new URLSearchParams(search), to.page, to.cursor), to.trail, { state: { cursors: to.trail } });
    },
    [show],
  );

  /** Page `page` of a list paged in the browser, or page 1 of any list (`replace`: in place, after a delete). */
  const showPage = useCallback(
    (page: number, replace = false) => show(withPage(new URLSearchParams(latest.current.search), page), undefined, { replace }),
    [show],
  );

  return { view: shown.view, changeView, turn, showPage };
}
