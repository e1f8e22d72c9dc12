import type { Request, Response } from 'express';
import {
  FIRESTORE_READS_HEADER,
  JOB_LIST_PAGE_MAX,
  JOB_LIST_PAGE_PATH,
  JOBS_PAGE_SIZE,
  jobListSearchOf,
  jobListViewOf,
  type AdminPage,
  type JobListView,
} from '@careers/domain';
import { tallyReads } from '../firestore/readTally';
import { PUBLIC_CACHE_CONTROL } from '../http/cache';
import type { JobSource } from '../jobs/publicList';
import { sourceShare } from '../jobs/publicPages';
import { sendHtml } from './sendHtml';
import { fallbackPage, shellTemplate, webRenderer } from './webBundle';

/** Each source's share of one numbered page of the view's list, read on its own (null: it could not be read). */
async function sharesOf(view: JobListView, page: number) {
  const { page: _page, sort, ...search } = view;
  const query = {
    ...search,
    department: search.department || undefined,
    experience: search.experience || undefined,
    jobType: search.jobType || undefined,
    limit: JOBS_PAGE_SIZE,
    page,
    sort,
  };
  const read = (source: JobSource, sorted = true) =>
    sourceShare(source, sorted ? query : { ...query, sort: undefined }).catch((error: unknown) => {
      console.error(`job list: ${source} jobs`, error);
      return null;
    });
  const [fixed, affiliate] = await Promise.all([read('fixed'), read('affiliate')]);
  // One source unreadable: the other's own page, as the client reads it then (features/jobs/api/jobList.ts).
  if (!fixed && affiliate) return { fixed, affiliate: await read('affiliate', false) };
  if (fixed && !affiliate) return { fixed: await read('fixed', false), affiliate };
  return { fixed, affiliate };
}

const pagesOf = (...answers: (AdminPage<unknown> | null)[]) =>
  Math.max(1, Math.ceil(answers.reduce((total, answer) => total + (answer?.total ?? 0), 0) / JOBS_PAGE_SIZE));

/**
 * GET /jobs/current-opening (Hosting rewrite): the job list rendered on the server with the cards of
 * the page the URL names (its search, filters, order and page) and the numbered page buttons in the
 * HTML (for readers and crawlers); the client hydrates it without a fetch and asks the API for other
 * pages by number. The page is read directly, as the API reads it (jobs/publicPages.ts), whatever
 * its number: each source's share (GET /api/cards/cards and /api/affiliatejob given page and sort),
 * each read on its own: a source that cannot be read is embedded as null (the client shows the
 * other with a notice). A page past the last renders the last. The page is cached like them; when
 * neither source can be read, the build-time page (the client fetches the list).
 */
export async function jobListPageHandler(req: Request, res: Response): Promise<void> {
  try {
    const view = jobListViewOf(new URL(req.originalUrl, 'http://x').searchParams);
    const { value, reads } = await tallyReads(async () => {
      const asked = Math.min(view.page, JOB_LIST_PAGE_MAX);
      const shares = await sharesOf(view, asked);
      const last = pagesOf(shares.fixed, shares.affiliate);
      return { page: Math.min(asked, last), shares: asked > last ? await sharesOf(view, last) : shares };
    });
    const { fixed, affiliate } = value.shares;
    if (!fixed && !affiliate) throw new Error('neither job source could be read');
    const { page: _page, sort, ...search } = view;
    const { renderPage } = await webRenderer();
    const html = await renderPage(`${JOB_LIST_PAGE_PATH}${jobListSearchOf(view)}`, shellTemplate(), {
      jobList: { search, sort, page: value.page, fixed, affiliate, readAt: Date.now() },
    });
    res.setHeader(FIRESTORE_READS_HEADER, String(reads));
    await sendHtml(req, res, 200, PUBLIC_CACHE_CONTROL, html);
  } catch (error) {
    console.error('job list render failed', error);
    await sendHtml(req, res, 200, 'no-cache', fallbackPage(JOB_LIST_PAGE_PATH));
  }
}
