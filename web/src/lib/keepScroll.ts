/**
 * Navigation state of a change that keeps the reader's place (a list's search or page kept in the
 * URL): the app's ScrollToTop leaves the page where it is.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export const keepsScroll = (state: unknown): boolean => (state as { keepScroll?: unknown } | null)?.keepScroll === true;
