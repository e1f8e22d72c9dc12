import { PATHS } from '../../config/paths';
import type { NavLink } from '../../config/navigation';

/** Links of the affiliate footer, exactly as the specification lists them. */
export const AFFILIATE_FOOTER_LINKS: readonly NavLink[] = [
  { label: 'Home', to: PATHS.affiliateFooter.home },
  { label: 'Main Site', to: PATHS.home },
  { label: 'Resources', to: PATHS.affiliateFooter.resources },
  { label: 'Support', to: PATHS.affiliateFooter.support },
  { label: 'Profile', to: PATHS.affiliateFooter.profile },
  { label: 'Settings', to: PATHS.affiliateFooter.settings },
  { label: 'Logout', to: PATHS.affiliateFooter.logout },
];

/** Navigation inside the affiliate dashboard. */
export const AFFILIATE_DASHBOARD_NAV: readonly NavLink[] = [
  { label: 'Dashboard', to: PATHS.affiliate.dashboard },
  { label: 'Referrals', to: PATHS.affiliate.referrals },
  { label: 'Post a Job', to: PATHS.affiliate.postJob },
];
