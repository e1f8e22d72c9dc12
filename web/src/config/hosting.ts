import { API_PREFIX, JOB_PAGE_PREFIX } from '@careers/domain';
import { PRERENDERED_PATHS, SERVER_RENDERED_PATHS } from './head';
import { PATHS } from './paths';

/**
 * How Firebase Hosting answers each route of the app (firebase.json's `hosting` rewrites and
 * redirects are this list, written out: hosting.test.ts holds them equal). A path that no rule
 * here serves is answered with 404.html (the Page Not Found page, noindex) and status 404.
 *
 * - PRERENDERED_PATHS: static files (cleanUrls), the one list the prerender script renders;
 * - JOB_PAGE_ROUTES: the jobPages function (the job list and job pages, 404 for an unknown job);
 * - SHELL_ROUTES: the SPA shell, for the pages only the client renders (sign-in areas, private links).
 */
export const SHELL_ROUTES: readonly string[] = [
  PATHS.admin.login,
  PATHS.admin.unknown,
  PATHS.affiliate.dashboard,
  `${PATHS.affiliate.dashboard}/*`,
  ...Object.values(PATHS.affiliateFooter),
  PATHS.applicationStatus,
];

/** Served by the jobPages function: /jobs/current-opening and /jobs/{jobId}. */
export const JOB_PAGE_ROUTES: readonly string[] = [`${JOB_PAGE_PREFIX}*`];

/** A router pattern as a Hosting glob: ':param' is one segment, a trailing '/*' everything below. */
export const hostingGlobOf = (route: string) => route.replace(/\/\*$/, '/**').replace(/:\w+/g, '*');

const REGION = 'asia-south1';
const fn = (functionId: string) => ({ function: { functionId, region: REGION } });

export type HostingRewrite = { source: string; destination: string } | { source: string; function: { functionId: string; region: string } };

/** firebase.json's hosting.rewrites. Static files (PRERENDERED_PATHS) are served before any of them. */
export function hostingRewrites(): HostingRewrite[] {
  return [
    { source: `${API_PREFIX}/**`, ...fn('api') },
    { source: '/sitemap.xml', ...fn('sitemap') },
    // A prerendered page under /jobs/: kept from the jobPages function's rewrite below.
    ...PRERENDERED_PATHS.filter((path) => path.startsWith(JOB_PAGE_PREFIX) && !SERVER_RENDERED_PATHS.includes(path)).map((path) => ({
      source: path,
      destination: `${path}.html`,
    })),
    ...JOB_PAGE_ROUTES.map((route) => ({ source: hostingGlobOf(route), ...fn('jobPages') })),
    ...SHELL_ROUTES.map((route) => ({ source: hostingGlobOf(route), destination: '/spa.html' })),
  ];
}

/**
 * firebase.json's hosting.redirects: a URL ending in '/' moves (301) to the one without it, the
 * canonical URL (with its query). A named group in JavaScript's syntax, which both the emulator
 * (JavaScript RegExp) and Hosting (RE2) read.
 */
export const HOSTING_REDIRECTS = [{ regex: '^/(?<path>.+)/$', destination: '/:path', type: 301 }] as const;
