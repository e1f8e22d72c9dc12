import Box from '@mui/material/Box';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../../components/PageLoader';
import { SkipLink } from '../../../components/SkipLink';
import { ChatFab } from './ChatFab';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

/**
 * Renders nothing; once the page beside it has hydrated (its effects, and the header's, have run)
 * it finishes a click on a `data-early-click` button made before then that no component took over
 * (hooks/useEarlyClick), and marks the document `data-live` so a browser test knows the page's
 * scripts are attached.
 */
function LiveMarker() {
  useEffect(() => {
    const early = window.__earlyClick;
    window.__earlyClick = null;
    if (early instanceof HTMLElement && early.isConnected) early.click();
    document.documentElement.dataset.live = '';
  }, []);
  return null;
}

/** Header, page, footer and the floating chat button: the frame of every public page. */
export function PublicLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <PublicHeader />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <LiveMarker />
        </Suspense>
      </Box>
      <PublicFooter />
      <ChatFab />
    </Box>
  );
}
