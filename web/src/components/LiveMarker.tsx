import { useEffect } from 'react';

/**
 * Renders nothing; once the page beside it in the layout has hydrated (its effects have run)
 * it finishes a click on a `data-early-click` button made before then that no component took over
 * (hooks/useEarlyClick), and marks the document `data-live` so a browser test knows the page's
 * scripts are attached.
 */
export function LiveMarker() {
  useEffect(() => {
    const early = window.__earlyClick;
    window.__earlyClick = null;
    if (early instanceof HTMLElement && early.isConnected) early.click();
    document.documentElement.dataset.live = '';
  }, []);
  return null;
}
