import type { Request, Response } from 'express';
import { ADMIN_PAGE_LIMIT_MAX, JOB_LIST_PAGE_PATH, JOBS_PAGE_SIZE, jobListSearchOf, jobListViewOf } from '@careers/domain';
import { PUBLIC_CACHE_CONTROL } from '../http/cache';
import { sourcePage } from '../jobs/publicList';
import { sendHtml } from './sendHtml';
import { fallbackPage, shellTemplate, webRenderer } from './webBundle';

/** The most pages of cards a rendering reads for a URL naming a later page (?page=): the client reads on from there. */
const RENDERED_PAGES_MAX = Math.floor(ADMIN_PAGE_LIMIT_MAX / JOBS_PAGE_SIZE);

/**
 * GET /jobs/current-opening (Hosting rewrite): the job list rendered on the server with its first
 * page of cards in the HTML (for readers and crawlers), or the page, search and filters the URL
 * names; the client hydrates it without a fetch and asks the API for further pages. The embedded
 * pages are the two sources' answers (GET /api/cards/cards and /api/affiliatejob given limit), each
 * read on its own: a source that cannot be read is embedded as null (the client shows the other
 * with a notice). The page is cached like them. When neither can be read, the build-time page (the
 * client fetches the list).
 */
export async function jobListPageHandler(req: Request, res: Response): Promise<void> {
  try {
    const view = jobListViewOf(new URL(req.originalUrl, 'http://x').searchParams);
    const { page: _page, sort: _sort, ...search } = view;
    const query = {
      ...search,
      department: search.department || undefined,
      experience: search.experience || undefined,
      jobType: search.jobType || undefined,
    };
    const limit = Math.min(view.page, RENDERED_PAGES_MAX) * JOBS_PAGE_SIZE;
    const [fixed, affiliate] = await Promise.allSettled([sourcePage('fixed', query, limit), sourcePage('affiliate', query, limit)]);
    if (fixed.status === 'rejected' && affiliate.status === 'rejected') throw fixed.reason;
    const { renderPage } = await webRenderer();
    const html = await renderPage(`${JOB_LIST_PAGE_PATH}${jobListSearchOf(view)}`, shellTemplate(), {
      jobList: {
        search,
        fixed: fixed.status === 'fulfilled' ? fixed.value : null,
        affiliate: affiliate.status === 'fulfilled' ? affiliate.value : null,
        readAt: Date.now(),
      },
    });
    await sendHtml(req, res, 200, PUBLIC_CACHE_CONTROL, html);
  } catch (error) {
    console.error('job list render failed', error);
    await sendHtml(req, res, 200, 'no-cache', fallbackPage(JOB_LIST_PAGE_PATH));
  }
}
