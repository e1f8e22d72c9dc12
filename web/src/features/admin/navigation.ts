import DashboardIcon from '@mui/icons-material/Dashboard';
import { PATHS } from '../../config/paths';
import type { IconComponent } from '../../components/icon';
import { ADMIN_RESOURCES } from './resources/registry';

export interface AdminNavLink {
  label: string;
  to: string;
  icon: IconComponent;
}

/** Sidebar of the back office: the dashboard, then every registry screen in the registry's order. */
export const ADMIN_NAV: readonly AdminNavLink[] = [
  { label: 'Dashboard', to: PATHS.admin.dashboard, icon: DashboardIcon },
  ...ADMIN_RESOURCES.map((resource) => ({ label: resource.label, to: resource.path, icon: resource.icon })),
];
