import DashboardIcon from '@mui/icons-material/Dashboard';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { PATHS } from '../../config/paths';
import type { IconComponent } from '../../components/icon';
import type { CountEndpoint } from './api/dashboardApi';
import { ADMIN_RESOURCES } from './resources/registry';

export interface AdminNavLink {
  label: string;
  to: string;
  icon: IconComponent;
  /** A count shown beside the link when above zero. */
  count?: CountEndpoint;
}

/** Sidebar of the back office: the dashboard, every registry screen in the registry's order, then Privacy (a screen of its own). */
export const ADMIN_NAV: readonly AdminNavLink[] = [
  { label: 'Dashboard', to: PATHS.admin.dashboard, icon: DashboardIcon },
  ...ADMIN_RESOURCES.map((resource) => ({ label: resource.label, to: resource.path, icon: resource.icon, count: resource.navCount })),
  { label: 'Privacy', to: PATHS.admin.privacy, icon: PrivacyTipIcon },
];
