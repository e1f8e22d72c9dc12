import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { routeGroupOf, type RouteGroup } from './routeGroups';
import { lazyPage, type LazyPage } from './routes/lazyPage';
import { publicPageOf } from './routes/publicPages';

/** One chunk per route group, so affiliate and admin code never ships with the public pages. */
export const routeGroups: Record<RouteGroup, LazyPage> = {
  public: lazyPage(() => import('./routes/PublicRoutes')),
  affiliate: lazyPage(() => import('./routes/AffiliateRoutes')),
  admin: lazyPage(() => import('./routes/AdminRoutes')),
};

/** The code the first screen at `pathname` needs: its route group and, for a public path, its page. */
export function firstScreenPages(pathname: string): LazyPage[] {
  const group = routeGroupOf(pathname);
  return group === 'public' ? [routeGroups.public, publicPageOf(pathname)] : [routeGroups[group]];
}

export function AppRoutes() {
  const { pathname } = useLocation();
  const Group = routeGroups[routeGroupOf(pathname)].Component;
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <Group />
    </Suspense>
  );
}
