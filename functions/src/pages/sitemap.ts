import type { Request, Response } from 'express';
import { jobPagePath, siteOrigin, sitemapXml, type SitemapEntry } from '@careers/domain';
import { PUBLIC_CACHE_CONTROL } from '../http/cache';
import { isoOf } from '../jobs/records';
import { listedJobs } from '../jobs/publicList';
import { prerenderedPages } from './webBundle';

/** GET /sitemap.xml (Hosting rewrite): every prerendered public page and every listed job's page (open, approved), with lastmod. */
export async function sitemapHandler(_req: Request, res: Response): Promise<void> {
  const [jobs, affiliateJobs] = await Promise.all([listedJobs('fixed'), listedJobs('affiliate')]);
  const pages = prerenderedPages();
  const builtAt = pages[0]?.lastmod ?? new Date().toISOString();
  const entries: SitemapEntry[] = [
    ...pages,
    ...jobs.map((job) => ({ path: jobPagePath('fixed', job.id), lastmod: isoOf(job.get('createdAt')) ?? builtAt })),
    ...affiliateJobs.map((job) => ({ path: jobPagePath('affiliate', job.id), lastmod: isoOf(job.get('createdAt')) ?? builtAt })),
  ];
  res
    .status(200)
    .set('Content-Type', 'application/xml; charset=utf-8')
    .set('Cache-Control', PUBLIC_CACHE_CONTROL)
    .send(sitemapXml(siteOrigin(process.env.SITE_ORIGIN), entries));
}
