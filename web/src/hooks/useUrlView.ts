import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * A list's view kept in the URL's query string, shown at once when it changes. The router applies
 * navigations as transitions, later, so a change made before it has (a search pressed just after a
 * page turn) must neither be overwritten by the older URL nor start from it: changes start from
 * `latest`, the view last shown, and the queries this list wrote are remembered until the router
 * commits them. When the URL changes otherwise (back, forward, a link), the view becomes the URL's.
 *
 * `urlSearch` is the URL's query as views write it; `fromUrl` reads the URL's view (memoised by the
 * caller on what it reads). `showNow` shows a view the caller is about to write to the URL.
 */
export function useUrlView<Shown extends { search: string }>(
  urlSearch: string,
  fromUrl: () => Shown,
): { shown: Shown; latest: RefObject<Shown>; showNow: (next: Shown) => void } {
  const [shown, setShown] = useState(fromUrl);
  const latest = useRef(shown);
  /** The URL's query last seen, and those this list wrote that the router has not applied yet. */
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
    else if (urlSearch !== latest.current.search) setShown(fromUrl());
  }, [shown, urlSearch, fromUrl, historyMoves]);

  const showNow = useCallback((next: Shown) => {
    latest.current = next;
    setShown(next);
    written.current.push(next.search);
  }, []);

  return { shown, latest, showNow };
}
