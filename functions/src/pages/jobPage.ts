import type { Request, Response } from 'express';
import { acceptsApplications, parseJobPagePath } from '@careers/domain';
import { PUBLIC_CACHE_CONTROL } from '../http/cache';
import { affiliateAliases, publicAffiliateJob } from '../affiliates/publicAlias';
import { similarOpenJobs } from '../jobs/publicList';
import { findAffiliateJob, findJob, withHiringCompany } from '../jobs/store';
import { sendHtml } from './sendHtml';
import { shellTemplate, webRenderer } from './webBundle';

/**
 * GET /jobs/{jobId} (Hosting rewrite): the job's page rendered on the server, with its title,
 * description, canonical link, Open Graph tags and JobPosting JSON-LD in the HTML. Cached by the
 * CDN for at most 5 minutes. A closed job's page stays (links in mails and shares keep working): it
 * says the job takes no applications, is noindex without JobPosting data, and offers similar open
 * jobs (embedded with it). Unknown job, a draft, or a path that names no job: 404 with the Page Not
 * Found page (noindex).
 */
export async function jobPageHandler(req: Request, res: Response): Promise<void> {
  const target = parseJobPagePath(req.path);
  try {
    if (!target) {
      // Not a job page (e.g. a deeper path): Page Not Found, as Hosting answers any path it has no page for.
      const { renderPage } = await webRenderer();
      await sendHtml(req, res, 404, 'no-cache', await renderPage(req.path, shellTemplate()));
      return;
    }
    const affiliateJob = target.kind === 'affiliate' ? await findAffiliateJob(target.id, { approvedOnly: true }) : null;
    const stored =
      target.kind === 'fixed'
        ? await findJob(target.id)
        : affiliateJob && publicAffiliateJob(await withHiringCompany(affiliateJob), await affiliateAliases());
    const record = stored?.status === 'draft' ? null : stored;
    const similar = record && !acceptsApplications(record, new Date()) ? await similarOpenJobs(target.kind, record.location) : undefined;
    const { renderPage } = await webRenderer();
    const html = await renderPage(req.path, shellTemplate(), { job: { ...target, record, ...(similar ? { similar } : {}) } });
    if (record) await sendHtml(req, res, 200, PUBLIC_CACHE_CONTROL, html);
    else await sendHtml(req, res, 404, 'no-cache', html);
  } catch (error) {
    console.error('jobPage render failed', error);
    await sendHtml(req, res, 200, 'no-cache', shellTemplate());
  }
}
