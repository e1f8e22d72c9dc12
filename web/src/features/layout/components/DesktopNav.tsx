import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PUBLIC_NAV, isActive } from '../../../config/navigation';
import { StaticContent } from '../../../components/StaticContent';
import { NavDropdown } from './NavDropdown';
import { DESKTOP_NAV_QUERY, navButtonSx } from './navStyles';

/** The wide-screen navigation bar: links, and the Service and Jobs menus. */
export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <Box component="ul" sx={{ display: 'none', [DESKTOP_NAV_QUERY]: { display: 'flex' }, listStyle: 'none', m: 0, p: 0, gap: 0.25, alignItems: 'center' }}>
      {PUBLIC_NAV.map((item) => {
        const active = isActive(item, pathname);
        return (
          <li key={item.label}>
            {item.children ? (
              <NavDropdown item={item} active={active} />
            ) : (
              // A link: server HTML on a prerendered page, rendered anew when it becomes (or stops being) the current page.
              <StaticContent key={String(active)}>
                <Button component={RouterLink} to={item.to} aria-current={active ? 'page' : undefined} sx={navButtonSx(active)}>
                  {item.label}
                </Button>
              </StaticContent>
            )}
          </li>
        );
      })}
    </Box>
  );
}
