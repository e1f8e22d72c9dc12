import { useEffect, type RefObject } from 'react';

/**
 * Prerendered pages are visible and clickable before their script has run and hydrated them, and a
 * click on a button in that window reaches no handler. index.html's inline script remembers the last
 * button with `data-early-click` clicked before then (as `window.__earlyClick`); hydration keeps that
 * very element, so the component that owns it finishes the click once it is live.
 */
declare global {
  interface Window {
    __earlyClick?: Element | null;
  }
}

/** Marks a button whose click must not be lost before hydration (spread onto the element). */
export const EARLY_CLICK = { 'data-early-click': '' } as const;

/** Calls `onClick` on mount if the user clicked `ref`'s element before the page was hydrated. */
export function useEarlyClick(ref: RefObject<HTMLElement | null>, onClick: (element: HTMLElement) => void): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || window.__earlyClick !== element) return;
    window.__earlyClick = null;
    onClick(element);
    // Once, on mount: later clicks go to the element's own handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
