import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LiveMarker } from '../../../components/LiveMarker';
import { PageLoader } from '../../../components/PageLoader';
import { SkipLink } from '../../../components/SkipLink';
import { ChatFab } from './ChatFab';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

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
      <ChatFab placement="floating" />
    </Box>
  );
}
