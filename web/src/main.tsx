import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { routeGroups } from './app/AppRoutes';
import { routeGroupOf } from './app/routeGroups';
import { preloadPublicPage } from './app/routes/publicPages';

// Fetch the first screen's route group (and, for public paths, its page) in parallel
// instead of one after the other.
const { pathname } = window.location;
const group = routeGroupOf(pathname);
routeGroups[group].preload();
if (group === 'public') preloadPublicPage(pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// A transition lets React render the first screen in small, interruptible slices (time slicing)
// instead of one long task that blocks input.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
