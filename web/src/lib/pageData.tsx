import type { AffiliateJobsPage, FixedJobsPage, JobListSearch, JobListSort, PublicJobRow } from '@careers/domain';
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
    /** A closed job's page: open jobs in the same location it offers instead. */
    similar?: PublicJobRow[];
  };
  /**
   * The public job list as the API answered the page's URL when it was rendered (the jobPages
   * function embeds it in /jobs/current-opening), so the cards are in the HTML: the search,
   * filters and order the URL names, the page shown (the URL's, or the last when it names one past
   * it) and each source's share of it; null for a source the server could not read, and then the
   * other's own page (read alone).
   */
  jobList?: {
    search: JobListSearch;
    sort: JobListSort;
    page: number;
    fixed: FixedJobsPage | null;
    affiliate: AffiliateJobsPage | null;
    /** When the server read the list (ms since the epoch): the client refreshes it once stale. */
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
