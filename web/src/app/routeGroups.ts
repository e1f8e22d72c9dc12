import { PATHS } from '../config/paths';

/** The three lazily loaded parts of the app; each owns its layout and its route table. */
export type RouteGroup = 'public' | 'affiliate' | 'admin';

/** The admin area: its login page at the root and every page under it. */
const ADMIN_AREA = PATHS.admin.login;
const AFFILIATE_PAGES = new Set<string>(
  [PATHS.affiliate.landing, PATHS.affiliate.register, PATHS.affiliate.login, ...Object.values(PATHS.affiliateFooter)].map((path) =>
    path.toLowerCase(),
  ),
);
const AFFILIATE_DASHBOARD = PATHS.affiliate.dashboard;

function normalise(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

const within = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** Which group serves a path (route matching is case-insensitive, as in react-router). */
export function routeGroupOf(pathname: string): RouteGroup {
  const path = normalise(pathname);
  if (within(path, ADMIN_AREA)) return 'admin';
  if (AFFILIATE_PAGES.has(path) || within(path, AFFILIATE_DASHBOARD)) return 'affiliate';
  return 'public';
}
