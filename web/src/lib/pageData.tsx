import { createContext, useContext, type ReactNode } from 'react';

/**
 * Data a server-rendered page was rendered with (the jobPage function embeds it in the HTML as
 * JSON), so the client's first render matches the HTML it hydrates.
 */
export interface PageData {
  job?: {
    kind: 'fixed' | 'affiliate';
    id: string;
    /** The job's record, or null when there is no such job (the page is a 404). */
    record: Record<string, unknown> | null;
  };
  /**
   * The public job list as its two API calls answered when the page was rendered (the jobList
   * function embeds it in /jobs/current-opening), so the first page of cards is in the HTML.
   */
  jobList?: {
    fixed: unknown;
    affiliate: unknown;
    /** When the server read the lists (ms since the epoch): the client refreshes them once stale. */
    readAt: number;
  };
}

export const PAGE_DATA_ELEMENT_ID = 'page-data';

const PageDataContext = createContext<PageData>({});

export function PageDataProvider({ value, children }: { value: PageData; children: ReactNode }) {
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>;
}

export const usePageData = () => useContext(PageDataContext);

/** The data embedded in the document by the server, or {} (prerendered and SPA pages). */
export function readEmbeddedPageData(doc: Document): PageData {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return {};
  }
}
