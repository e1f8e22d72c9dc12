/**
 * "Live": the page's scripts are attached and its start-up is over. On a prerendered or
 * server-rendered page that is after hydration and after the frame that shows its form fields
 * enabled (hooks/useHydrated); the public layouts' LiveMarker says when. The document is marked
 * `data-live` then: browser tests wait for it.
 */
const waiting = new Set<() => void>();

export const isPageLive = (): boolean => document.documentElement.dataset.live !== undefined;

export function markPageLive(): void {
  document.documentElement.dataset.live = '';
  for (const task of [...waiting]) task();
  waiting.clear();
}

/** Runs `task` once the page is live (at once if it is). Returns a cancel function. */
export function whenPageLive(task: () => void): () => void {
  if (isPageLive()) {
    task();
    return () => {};
  }
  waiting.add(task);
  return () => waiting.delete(task);
}
