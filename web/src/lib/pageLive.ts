/**
 * "Live": the page's scripts are attached and its start-up is over. On a prerendered or
 * server-rendered page that is after hydration and after the frame that shows its form fields
 * enabled (hooks/useHydrated); the public layouts' LiveMarker says when. The document is marked
 * `data-live` then: browser tests wait for it, and the server HTML holds back two animations until
 * it (UNTIL_LIVE_CSS), so that start-up draws as few frames as it can.
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

/**
 * The elements of the public pages that have CSS transitions. Named rather than `#root *`: when
 * `data-live` arrives the browser restyles just these, not every element of the page (on the job
 * list 150 of 650, and a full restyle is main-thread work in the busiest moment of start-up).
 */
const TRANSITIONING = ['.MuiButtonBase-root', '.MuiSvgIcon-root', '.MuiPaper-root', '.MuiFormLabel-root', '.MuiInputBase-root', 'legend'];

/**
 * Server HTML's rules until the page is live:
 * - No CSS transitions: fields disabled until hydration would otherwise fade in when enabled, some
 *   15 frames of main-thread painting.
 * - On touch screens, no scrollbar: a phone's browser flashes its overlay scrollbar when a page
 *   first becomes scrollable, about 20 frames at 60 fps in the busiest 300 ms of start-up (measured
 *   in Chromium; /contact's median blocking time 406 -> 250 ms). Shown again once live, it does not
 *   flash. Touch screens only: a classic scrollbar takes width, and would shift the page when it came back.
 */
export const UNTIL_LIVE_CSS = `html:not([data-live]) #root :is(${TRANSITIONING.join(',')}){transition:none!important}@media (pointer:coarse){html:not([data-live]){scrollbar-width:none}}`;
