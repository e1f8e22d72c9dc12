import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PUBLIC_NAV, isActive, type NavItem } from '../../../config/navigation';
import { loadNavMenu } from './headerMenus';
import { NavDropdown } from './NavDropdown';
import { DESKTOP_NAV_QUERY, navButtonSx } from './navStyles';
import { OnceOpened } from './OnceOpened';

const NavMenu = lazy(() => loadNavMenu().then((module) => ({ default: module.NavMenu })));

/** The wide-screen navigation bar: links, and the Service and Jobs menus. */
export function DesktopNav() {
  const { pathname } = useLocation();
  const current = PUBLIC_NAV.find((item) => isActive(item, pathname));
  // The item stays after its menu closes, so that the menu can play its closing transition.
  const [menuItem, setMenuItem] = useState<NavItem | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  return (
    <>
      <Box
        component="ul"
        sx={{ display: 'none', [DESKTOP_NAV_QUERY]: { display: 'flex' }, listStyle: 'none', m: 0, p: 0, gap: 0.25, alignItems: 'center' }}
      >
        {PUBLIC_NAV.map((item) => {
          const active = item === current;
          return (
            <li key={item.label}>
              {item.children ? (
                <NavDropdown
                  item={item}
                  active={active}
                  openMenuId={anchor !== null && menuItem === item ? menuId : undefined}
                  onOpen={(button) => {
                    setMenuItem(item);
                    setAnchor(button);
                  }}
                />
              ) : (
                <Button component={RouterLink} to={item.to} aria-current={active ? 'page' : undefined} sx={navButtonSx(active)}>
                  {item.label}
                </Button>
              )}
            </li>
          );
        })}
      </Box>
      <OnceOpened open={anchor !== null}>
        {menuItem && <NavMenu item={menuItem} id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />}
      </OnceOpened>
    </>
  );
}
