import { deviceStorage, rememberReferralCode } from './lib/referralCode';

// The entry is deliberately tiny. On a prerendered page the browser paints the server HTML first
// and only then fetches and runs the app (React, MUI, the page) to hydrate it: the first and
// largest paints never wait for the app's code. An empty page (the SPA fallback) starts at once.
function afterFirstPaint(run: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    run();
  };
  const root = document.getElementById('root');
  // A hidden tab never renders a frame (no animation frame would fire): nothing to paint first.
  if (!root?.firstElementChild || document.visibilityState !== 'visible') return start();
  // The animation frame runs just before the paint; the task it queues runs just after it.
  requestAnimationFrame(() => setTimeout(start, 0));
  document.addEventListener('visibilitychange', start, { once: true });
}

// A link's ?ref is gone with the visitor's first click, which may come before the app has loaded:
// kept at once, sent with a later application.
const storage = deviceStorage();
if (storage) rememberReferralCode(window.location.search, storage);

afterFirstPaint(() => void import('./boot'));
