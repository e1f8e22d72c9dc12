import { whenPageIdle } from '../../../lib/whenPageIdle';

/**
 * The header's menus (the Service and Jobs menus, the phone's drawer) load apart from the page and
 * mount on their first opening: a page's start-up neither runs nor hydrates them. Once the page is
 * idle they are fetched in the background, so that a first opening finds them loaded.
 */
export const loadNavMenu = () => import('./NavMenu');
export const loadMobileNav = () => import('./MobileNav');

/** Fetches both once the page is idle. Returns a cancel function. */
export const preloadHeaderMenus = (): (() => void) =>
  whenPageIdle(() => {
    void loadNavMenu();
    void loadMobileNav();
  });
