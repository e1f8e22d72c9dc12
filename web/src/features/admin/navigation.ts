import DashboardIcon from '@mui/icons-material/Dashboard';
import NotificationsIcon from '@mui/icons-material/Notifications';
import WorkIcon from '@mui/icons-material/Work';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import { PATHS } from '../../config/paths';
import type { IconComponent } from '../../components/icon';
import { ADMIN_RESOURCES } from './resources/registry';

export interface AdminNavLink {
  label: string;
  to: string;
  icon: IconComponent;
}

type AdminPage = keyof typeof PATHS.admin;

/** Sidebar entries of the screens that are not (yet) registry resources. */
const SCREENS: Partial<Record<AdminPage, AdminNavLink>> = {
  dashboard: { label: 'Dashboard', to: PATHS.admin.dashboard, icon: DashboardIcon },
  notification: { label: 'Notifications', to: PATHS.admin.notification, icon: NotificationsIcon },
  postJob: { label: 'Job Posts', to: PATHS.admin.postJob, icon: WorkIcon },
  affiliate: { label: 'Affiliates', to: PATHS.admin.affiliate, icon: Diversity3Icon },
};

/** The sidebar's order. A page configured in the registry takes its label and icon from there. */
const ORDER: readonly AdminPage[] = ['dashboard', 'notification', 'student', 'studentApplied', 'college', 'company', 'contactSupport', 'postJob', 'affiliate'];

function navLink(page: AdminPage): AdminNavLink | undefined {
  const resource = ADMIN_RESOURCES.find((entry) => entry.path === PATHS.admin[page]);
  return resource ? { label: resource.label, to: resource.path, icon: resource.icon } : SCREENS[page];
}

/** Sidebar of the back office. */
export const ADMIN_NAV: readonly AdminNavLink[] = ORDER.map(navLink).filter((link): link is AdminNavLink => Boolean(link));
