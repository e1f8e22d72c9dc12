import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LiveMarker } from '../../../components/LiveMarker';
import { PageLoader } from '../../../components/PageLoader';
import { SkipLink } from '../../../components/SkipLink';
import { AffiliateFooter } from './AffiliateFooter';
import { AffiliateHeader } from './AffiliateHeader';
import { HeaderSessionProvider } from './headerSession';

/** Frame of /affiliate, /affiliate-form, /affiliate-login and /affiliate-dashboard/*. */
export function AffiliateLayout() {
  return (
    <HeaderSessionProvider>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <SkipLink />
        <AffiliateHeader />
        <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <LiveMarker />
          </Suspense>
        </Box>
        <AffiliateFooter />
      </Box>
    </HeaderSessionProvider>
  );
}
