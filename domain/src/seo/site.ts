/** The public site's address: canonical links, Open Graph URLs, the sitemap and robots.txt. */
import { API_PREFIX } from '../api/endpoints';
import { APPLICATION_STATUS_PAGE } from '../pipeline';

/** Used when SITE_ORIGIN (functions, web build) is not set: the local stack's Hosting emulator. */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:5000';

/** The origin without a trailing slash; `configured` blank means the default. */
export function siteOrigin(configured: string | undefined): string {
  const value = configured?.trim();
  return (value || DEFAULT_SITE_ORIGIN).replace(/\/+$/, '');
}

/** Absolute URL of a site path on `origin`. */
export const absoluteUrl = (origin: string, path: string) => `${origin}${path.startsWith('/') ? path : `/${path}`}`;

/** Paths robots may not crawl (an applicant's status page is also noindex and never in the sitemap). */
export const ROBOTS_DISALLOW = ['/admin', '/affiliate-dashboard', API_PREFIX, APPLICATION_STATUS_PAGE.replace(':token', '')] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

export interface SitemapEntry {
  path: string;
  /** ISO date or date-time. */
  lastmod: string;
}

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastmod }) => `  <url><loc>${xmlEscape(absoluteUrl(origin, path))}</loc><lastmod>${xmlEscape(lastmod)}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
