import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { markLive } from '../hooks/useHydrated';
import { keepsScroll } from '../lib/keepScroll';
import { scrollBehavior, usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';

const HASH_WAIT_MS = 3000;

/**
 * Scrolls to the top on every route change, or to the element named by the URL hash
 * (e.g. /#our-services), unless the navigation keeps its place (KEEP_SCROLL). The target may live
 * in a lazily loaded page, so it is awaited briefly.
 */
export function ScrollToTop() {
  const { pathname, hash, key, state } = useLocation();
  const reduceMotion = usePrefersReducedMotion();
  const firstKey = useRef(key);
  // During render, before the new page's components read it as they mount.
  if (key !== firstKey.current) markLive();

  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    const firstScreen = key === firstKey.current;
    if (keepsScroll(state)) return;
    if (!id) {
      // The page the visitor landed on is where the browser put it: a prerendered page may have been
      // scrolled before its scripts ran, and a reload keeps its position.
      if (!firstScreen) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    // Landing on a hash the visitor has already scrolled away from: leave them there.
    if (firstScreen && window.scrollY > 0) return;
    const deadline = performance.now() + HASH_WAIT_MS;
    let frame = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: scrollBehavior(reduceMotion), block: 'start' });
      } else if (performance.now() < deadline) {
        frame = requestAnimationFrame(seek);
      }
    };
    seek();
    return () => cancelAnimationFrame(frame);
    // A change of the motion setting alone does not scroll again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash, key]);

  return null;
}
