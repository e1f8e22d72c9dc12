import { useEffect } from 'react';
import { useHydrated } from '../hooks/useHydrated';
import { markPageLive } from '../lib/pageLive';

/** Calls `task` after the next frame has been painted. Returns a cancel function. */
function afterNextPaint(task: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * Renders nothing. Once the page beside it in the layout has hydrated (its effects have run) it
 * finishes a click on a `data-early-click` button made before then that no component took over
 * (hooks/useEarlyClick). Once the fields that wait for hydration are enabled and painted, it
 * marks the page live (lib/pageLive).
 */
export function LiveMarker() {
  // In the same transition as every other component's switch: true when the fields are enabled.
  const hydrated = useHydrated();
  useEffect(() => {
    const early = window.__earlyClick;
    window.__earlyClick = null;
    if (early instanceof HTMLElement && early.isConnected) early.click();
  }, []);
  useEffect(() => (hydrated ? afterNextPaint(markPageLive) : undefined), [hydrated]);
  return null;
}
