import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { firstScreenPages } from './app/AppRoutes';
import { createClientCache } from './lib/emotionCache';
import { readEmbeddedPageData } from './lib/pageData';
// Fetch the first screen's route group (and, for public paths, its page) in parallel
// instead of one after the other.
for (const page of firstScreenPages(window.location.pathname)) page.preload();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <CacheProvider value={createClientCache()}>
      <App pageData={readEmbeddedPageData(document)} />
    </CacheProvider>
  </StrictMode>
);

if (container.firstElementChild) {
  // A prerendered page (or a job page from the jobPage function): keep its HTML and attach to it.
  // Lazy page code that is still loading keeps the server HTML in place until it arrives.
  // In a transition React hydrates in small slices, yielding to input between them, instead of
  // one long task; a click on a part not yet hydrated makes React hydrate that part first.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // A transition lets React render the first screen in small, interruptible slices (time slicing)
  // instead of one long task that blocks input.
  startTransition(() => {
    createRoot(container).render(app);
  });
}
