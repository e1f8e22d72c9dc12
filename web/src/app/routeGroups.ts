/** The three lazily loaded parts of the app; each owns its layout and its route table. */
export type RouteGroup = 'public' | 'affiliate' | 'admin';

const AFFILIATE_PAGES = new Set(['/affiliate', '/affiliate-form', '/affiliate-login']);

function normalise(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/** Which group serves a path (route matching is case-insensitive, as in react-router). */
export function routeGroupOf(pathname: string): RouteGroup {
  const path = normalise(pathname);
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  if (AFFILIATE_PAGES.has(path)) return 'affiliate';
  if (path === '/affiliate-dashboard' || path.startsWith('/affiliate-dashboard/')) return 'affiliate';
  return 'public';
}
