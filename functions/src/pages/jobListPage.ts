import type { Request, Response } from 'express';
import { JOB_LIST_PAGE_PATH } from '@careers/domain';
import { PUBLIC_CACHE_CONTROL } from '../http/cache';
import { listAffiliateJobs, listJobCards } from '../jobs/store';
import { sendHtml } from './sendHtml';
import { fallbackPage, shellTemplate, webRenderer } from './webBundle';

/**
 * GET /jobs/current-opening (Hosting rewrite): the job list rendered on the server with the jobs
 * in it, so the first page of cards is in the HTML (for readers and crawlers) and the client
 * hydrates it without a fetch. The embedded lists are the public API's answers; the page is
 * cached like them. When they cannot be read, the build-time page (the client fetches them).
 */
export async function jobListPageHandler(req: Request, res: Response): Promise<void> {
  try {
    const [fixed, affiliate] = await Promise.all([listJobCards(), listAffiliateJobs()]);
    const { renderPage } = await webRenderer();
    const html = await renderPage(JOB_LIST_PAGE_PATH, shellTemplate(), { jobList: { fixed, affiliate, readAt: Date.now() } });
    await sendHtml(req, res, 200, PUBLIC_CACHE_CONTROL, html);
  } catch (error) {
    console.error('job list render failed', error);
    await sendHtml(req, res, 200, 'no-cache', fallbackPage(JOB_LIST_PAGE_PATH));
  }
}
