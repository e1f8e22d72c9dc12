import type { Request, Response } from 'express';
import { ADMIN_PAGE_LIMIT_MAX, JOB_LIST_PAGE_PATH, JOBS_PAGE_SIZE, jobListSearchOf, jobListViewOf } from '@careers/domain';
import { PUBLIC_CACHE_CONTROL } from '../http/cache';
import { openingsPage } from '../jobs/publicList';
import { sendHtml } from './sendHtml';
import { fallbackPage, shellTemplate, webRenderer } from './webBundle';

/** The most pages of cards a rendering reads for a URL naming a later page (?page=): the client reads on from there. */
const RENDERED_PAGES_MAX = Math.floor(ADMIN_PAGE_LIMIT_MAX / JOBS_PAGE_SIZE);

/**
 * GET /jobs/current-opening (Hosting rewrite): the job list rendered on the server with its first
 * page of cards in the HTML (for readers and crawlers), or the page and search the URL names
 * (?q=, ?location=, ?page=); the client hydrates it without a fetch and asks the API for further
 * pages. The embedded page is the API's answer (GET /api/cards/openings); the page is cached like
 * it. When it cannot be read, the build-time page (the client fetches the list).
 */
export async function jobListPageHandler(req: Request, res: Response): Promise<void> {
  try {
    const view = jobListViewOf(new URL(req.originalUrl, 'http://x').searchParams);
    const pages = Math.min(view.page, RENDERED_PAGES_MAX);
    const page = await openingsPage({ q: view.q, location: view.location, limit: pages * JOBS_PAGE_SIZE });
    const { renderPage } = await webRenderer();
    const html = await renderPage(`${JOB_LIST_PAGE_PATH}${jobListSearchOf(view)}`, shellTemplate(), {
      jobList: { q: view.q, location: view.location, page, readAt: Date.now() },
    });
    await sendHtml(req, res, 200, PUBLIC_CACHE_CONTROL, html);
  } catch (error) {
    console.error('job list render failed', error);
    await sendHtml(req, res, 200, 'no-cache', fallbackPage(JOB_LIST_PAGE_PATH));
  }
}
