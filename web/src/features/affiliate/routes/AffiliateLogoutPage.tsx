import { useEffect, useRef } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { PATHS } from '../../../config/paths';
import { useSignOut } from '../../../lib/session';

/** /logout (the affiliate footer's link): signs out and returns to the affiliate landing page. */
export default function AffiliateLogoutPage() {
  const signOut = useSignOut(PATHS.affiliate.landing);
  const started = useRef(false);
  useEffect(() => {
    // Once, even when effects run twice (StrictMode).
    if (started.current) return;
    started.current = true;
    void signOut();
  }, [signOut]);
  return <PageLoader />;
}
