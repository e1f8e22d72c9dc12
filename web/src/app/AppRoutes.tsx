import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { routeGroupOf, type RouteGroup } from './routeGroups';
import { lazyPage, type LazyPage } from './routes/lazyPage';

/** One chunk per route group, so affiliate and admin code never ships with the public pages. */
export const routeGroups: Record<RouteGroup, LazyPage> = {
  public: lazyPage(() => import('./routes/PublicRoutes')),
  affiliate: lazyPage(() => import('./routes/AffiliateRoutes')),
  admin: lazyPage(() => import('./routes/AdminRoutes')),
};

export function AppRoutes() {
  const { pathname } = useLocation();
  const Group = routeGroups[routeGroupOf(pathname)].Component;
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <Group />
    </Suspense>
  );
}
