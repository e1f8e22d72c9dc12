import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { useId, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { useSignOut } from '../../../lib/session';
import { PATHS } from '../../../config/paths';
import { AFFILIATE_DASHBOARD_NAV } from '../navigation';
import { brandColors } from '../../../config/theme';
import { useAnnounceSignedIn } from './headerSession';

/** Dashboard sub-navigation (Dashboard, Referrals, Post a Job) and the profile menu. */
export function AffiliateDashboardLayout() {
  const { pathname } = useLocation();
  const signOut = useSignOut(PATHS.affiliate.login);
  useAnnounceSignedIn(signOut);
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const logout = async () => {
    setAnchor(null);
    await signOut();
  };

  return (
    <>
      <Box sx={{ bgcolor: brandColors.mist, borderBottom: `1px solid ${brandColors.border}` }}>
        <Container>
          <Stack
            direction="row"
            component="nav"
            aria-label="Dashboard"
            sx={{ alignItems: 'center', justifyContent: 'space-between', py: 1, gap: 1 }}
          >
            <Stack direction="row" spacing={0.5} sx={{ overflowX: 'auto' }}>
              {AFFILIATE_DASHBOARD_NAV.map((link) => {
                const active = pathname.toLowerCase() === link.to.toLowerCase();
                return (
                  <Button
                    key={link.to}
                    component={RouterLink}
                    to={link.to}
                    aria-current={active ? 'page' : undefined}
                    variant={active ? 'contained' : 'text'}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {link.label}
                  </Button>
                );
              })}
            </Stack>
            <IconButton
              aria-label="Profile menu"
              aria-haspopup="menu"
              aria-controls={anchor ? menuId : undefined}
              aria-expanded={Boolean(anchor)}
              onClick={(event) => setAnchor(event.currentTarget)}
            >
              <AccountCircleIcon />
            </IconButton>
            <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
              <MenuItem component={RouterLink} to={PATHS.affiliate.profile} onClick={() => setAnchor(null)}>
                Profile
              </MenuItem>
              <MenuItem onClick={() => void logout()}>Logout</MenuItem>
            </Menu>
          </Stack>
        </Container>
      </Box>
      <Outlet />
    </>
  );
}

export default AffiliateDashboardLayout;
