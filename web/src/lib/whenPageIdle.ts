import { whenPageLive } from './pageLive';

/**
 * Runs `task` once the page is live (lib/pageLive: hydrated, its start-up over), has loaded, and
 * the main thread has a moment to spare. Returns a cancel function. Work that is only decoration
 * (a background video) waits here instead of competing with start-up: an idle moment alone comes
 * between hydration's slices too.
 */
export function whenPageIdle(task: () => void, timeoutMs = 2000): () => void {
  // Typed as optional: the DOM types declare it everywhere, Safari lacks it.
  const idle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  let cancelled = false;
  let idleHandle: number | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback: a short timer after the load event stands in for it.
    idleHandle = idle ? window.requestIdleCallback(task, { timeout: timeoutMs }) : window.setTimeout(task, 200);
  };
  const cancelLive = whenPageLive(() => {
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return () => {
    cancelled = true;
    cancelLive();
    window.removeEventListener('load', whenIdle);
    if (idleHandle === undefined) return;
    if (idle) window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}
