import { startTransition, useEffect, useState } from 'react';

/**
 * Whether components that mount now render on a live page rather than hydrate server HTML: true
 * when the client rendered from scratch (no server HTML in #root), after a navigation, and once
 * any component using this hook has hydrated (they all sit in the page's own Suspense boundary,
 * inside the layout's, so none hydrates after another has).
 */
let live = typeof document !== 'undefined' && !document.getElementById('root')?.firstElementChild;

/** A client-side navigation: whatever mounts from now on renders fresh. */
export function markLive(): void {
  live = true;
}

/**
 * False while React hydrates server HTML (a prerendered or server-rendered page), true once the
 * page is live; true at once when the component mounts on a live page. The switch after hydration
 * is a transition: re-rendering every bound form field is time-sliced like hydration itself
 * instead of one long task (a store snapshot that differs on the server forces a synchronous one).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(live);
  useEffect(() => {
    live = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
