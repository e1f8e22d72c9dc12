import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import type { EndpointName } from '@careers/domain';
import { PATHS } from '../../config/paths';
import type { IconComponent } from '../../components/icon';
import type { CountEndpoint } from './api/dashboardApi';
import { ADMIN_RESOURCES } from './resources/screens/registry';

export interface AdminNavLink {
  label: string;
  to: string;
  icon: IconComponent;
  /** A count shown beside the link when above zero. */
  count?: CountEndpoint;
  /** The path the screen lists: the link shows only to the roles the endpoint table lets call it. */
  endpoint?: EndpointName;
}

/** Sidebar of the back office: the dashboard, then every registry screen in the registry's order (each for the roles that may list it). */
export const ADMIN_NAV: readonly AdminNavLink[] = [
  { label: 'Dashboard', to: PATHS.admin.dashboard, icon: DashboardIcon },
  ...ADMIN_RESOURCES.map((resource) => ({
    label: resource.label,
    to: resource.path,
    icon: resource.icon,
    count: resource.navCount,
    endpoint: resource.list,
  })),
  { label: 'Interviews', to: PATHS.admin.interviews, icon: EventIcon, endpoint: 'interviewList' },
  { label: 'Privacy', to: PATHS.admin.privacy, icon: PrivacyTipIcon, endpoint: 'privacyFind' },
];
