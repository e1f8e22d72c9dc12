import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { Suspense, useState } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { BrandLogo } from '../../../components/BrandLogo';
import { PageLoader } from '../../../components/PageLoader';
import { ROLES, STAFF_ROLE_LABELS } from '@careers/domain';
import { useMayCall, useRole, useSignOut } from '../../../lib/session';
import { AdminFeedbackProvider } from '../feedback';
import { AdminSidebar } from './AdminSidebar';
import { NotificationBell } from './NotificationBell';
import { brandColors } from '../../../config/theme';

const SIDEBAR_WIDTH = 248;
const sidebarPaper = { width: SIDEBAR_WIDTH, bgcolor: brandColors.navy, color: brandColors.white, borderRight: 0 };

/** Back-office frame: top bar (notification bell, Logout), a sidebar, and the snackbar every admin action ends with. */
export function AdminLayout() {
  const [open, setOpen] = useState(false);
  const logout = useSignOut(PATHS.admin.login);
  const mayCall = useMayCall();
  const role = useRole();

  return (
    <AdminFeedbackProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: brandColors.mist }}>
        <AppBar
          position="fixed"
          elevation={0}
          color="inherit"
          sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: `1px solid ${brandColors.border}` }}
        >
          <Toolbar sx={{ gap: 1 }}>
            <IconButton edge="start" aria-label="Open navigation" onClick={() => setOpen(true)} sx={{ display: { md: 'none' } }}>
              <MenuIcon />
            </IconButton>
            <BrandLogo
              suffix={role === ROLES.recruiter ? STAFF_ROLE_LABELS.recruiter : STAFF_ROLE_LABELS.admin}
              to={PATHS.admin.dashboard}
            />
            <Box sx={{ flexGrow: 1 }} />
            {mayCall('notificationSummary') && <NotificationBell />}
            <IconButton component={RouterLink} to={PATHS.admin.password} aria-label="Change password" color="inherit">
              <KeyIcon />
            </IconButton>
            <Button
              onClick={() => void logout()}
              startIcon={<LogoutIcon />}
              color="inherit"
              aria-label="Logout"
              sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
            >
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                Logout
              </Box>
            </Button>
          </Toolbar>
        </AppBar>
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          sx={{ display: { md: 'none' } }}
          slotProps={{ paper: { sx: sidebarPaper } }}
        >
          <Toolbar />
          <AdminSidebar onNavigate={() => setOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          sx={{ display: { xs: 'none', md: 'block' }, width: SIDEBAR_WIDTH, flexShrink: 0 }}
          slotProps={{ paper: { sx: sidebarPaper } }}
        >
          <Toolbar />
          <AdminSidebar />
        </Drawer>
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
          <Toolbar />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </AdminFeedbackProvider>
  );
}
