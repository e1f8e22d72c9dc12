import DashboardIcon from '@mui/icons-material/Dashboard';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SchoolIcon from '@mui/icons-material/School';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ApartmentIcon from '@mui/icons-material/Apartment';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WorkIcon from '@mui/icons-material/Work';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import { PATHS } from '../../config/paths';
import type { IconComponent } from '../../components/icon';

export interface AdminNavLink {
  label: string;
  to: string;
  icon: IconComponent;
}

/** Sidebar of the back office. */
export const ADMIN_NAV: readonly AdminNavLink[] = [
  { label: 'Dashboard', to: PATHS.admin.dashboard, icon: DashboardIcon },
  { label: 'Notifications', to: PATHS.admin.notification, icon: NotificationsIcon },
  { label: 'Students', to: PATHS.admin.student, icon: SchoolIcon },
  { label: 'Student Applications', to: PATHS.admin.studentApplied, icon: AssignmentIndIcon },
  { label: 'Colleges', to: PATHS.admin.college, icon: AccountBalanceIcon },
  { label: 'Companies', to: PATHS.admin.company, icon: ApartmentIcon },
  { label: 'Contact Support', to: PATHS.admin.contactSupport, icon: SupportAgentIcon },
  { label: 'Job Posts', to: PATHS.admin.postJob, icon: WorkIcon },
  { label: 'Affiliates', to: PATHS.admin.affiliate, icon: Diversity3Icon },
];
