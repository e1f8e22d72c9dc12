/**
 * The header's menus (the Service and Jobs menus, the phone's drawer) load apart from the page and
 * mount on their first opening: a page's start-up neither runs nor hydrates them. Each is fetched
 * when a pointer comes over its button or the button takes focus, a moment before the press that
 * opens it. (Fetched in the background once the page was idle instead, they added a late script to
 * the load, which cost the home page's Lighthouse score.)
 */
export const loadNavMenu = () => import('./NavMenu');
export const loadMobileNav = () => import('./MobileNav');

/** Props for a menu's button: fetch the menu's code when the button is about to be pressed. */
export const fetchOnIntent = (load: () => Promise<unknown>) => ({
  onPointerEnter: () => void load(),
  onFocus: () => void load(),
});
