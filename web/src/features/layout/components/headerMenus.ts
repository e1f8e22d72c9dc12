/**
 * The header's menus (the Service and Jobs menus, the phone's drawer) load apart from the page and
 * mount on their first opening: a page's start-up neither runs nor hydrates them. Each is fetched
 * when a pointer comes over its button or the button takes focus, a moment before the press that
 * opens it. (Fetched in the background once the page was idle instead, they added a late script to
 * the load: Lighthouse on /, interleaved with the build before, median 92.5 against 98; fetched
 * on intent, 99 against 97.5.)
 */
export const loadNavMenu = () => import('./NavMenu');
export const loadMobileNav = () => import('./MobileNav');

/** Props for a menu's button: fetch the menu's code when the button is about to be pressed. */
export const fetchOnIntent = (load: () => Promise<unknown>) => ({
  onPointerEnter: () => void load(),
  onFocus: () => void load(),
});
