import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { readView, trailOf, turnPage, withPage, withViewChange, type ViewChange, type ViewShape } from './listView';

/**
 * The list's view in the URL (listView.ts): a change of sort, filter or range is a new history entry
 * (back returns to the view before it), the search text replaces the current entry (typing makes
 * none), and a page turn is a new entry carrying the cursors of the pages before it in its state.
 */
export function useListView(shape: ViewShape) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const view = useMemo(() => readView(params, shape), [params, shape]);
  const trail = useMemo(() => trailOf(state, view), [state, view]);

  const changeView = useCallback(
    (change: ViewChange) =>
      setParams((current) => withViewChange(current, change, shape), { replace: Object.keys(change).every((key) => key === 'q') }),
    [setParams, shape],
  );

  /** Next or Previous of a paged list; `nextCursor` is the current page's answer's. */
  const turn = useCallback(
    (direction: 'next' | 'previous', nextCursor?: string) => {
      const to = turnPage(view, trail, direction, nextCursor);
      setParams((current) => withPage(current, to.page, to.cursor), { state: { cursors: to.trail } });
    },
    [setParams, view, trail],
  );

  /** Page `page` of a list paged in the browser, or page 1 of any list (`replace`: in place, after a delete). */
  const showPage = useCallback(
    (page: number, replace = false) => setParams((current) => withPage(current, page), { replace }),
    [setParams],
  );

  return { view, changeView, turn, showPage };
}
