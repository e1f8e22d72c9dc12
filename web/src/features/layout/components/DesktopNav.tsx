import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, useEffect, useId, useState, type SyntheticEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PUBLIC_NAV, isActive, type NavItem } from '../../../config/navigation';
import { StaticContent } from '../../../components/StaticContent';
import { loadNavMenu } from './headerMenus';
import { MENU_BUTTON_ATTRIBUTE, NavDropdown } from './NavDropdown';
import { DESKTOP_NAV_QUERY, navButtonSx } from './navStyles';
import { OnceOpened } from './OnceOpened';

const NavMenu = lazy(() => loadNavMenu().then((module) => ({ default: module.NavMenu })));

/** The menu button an event happened on, with its item (null: not on a menu button). */
function menuButtonOf(event: SyntheticEvent): { button: HTMLElement; item: NavItem } | null {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${MENU_BUTTON_ATTRIBUTE}]`) : null;
  const item = PUBLIC_NAV.find((candidate) => candidate.label === button?.getAttribute(MENU_BUTTON_ATTRIBUTE));
  return button && item ? { button, item } : null;
}

/**
 * The wide-screen navigation bar: links, and the Service and Jobs menus. The bar is static
 * (components/StaticContent, keyed on the current item), so a prerendered page hydrates none of
 * it: its links navigate through StaticContent, and this component takes the menu buttons'
 * presses. A menu's code is fetched when a pointer comes over its button or the button takes focus.
 */
export function DesktopNav() {
  const { pathname } = useLocation();
  const current = PUBLIC_NAV.find((item) => isActive(item, pathname));
  const [menuItem, setMenuItem] = useState<NavItem | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  // The button is server HTML that React does not render: its expanded state is written to it.
  useEffect(() => {
    if (!anchor) return;
    anchor.setAttribute('aria-expanded', 'true');
    anchor.setAttribute('aria-controls', menuId);
    return () => {
      anchor.setAttribute('aria-expanded', 'false');
      anchor.removeAttribute('aria-controls');
    };
  }, [anchor, menuId]);

  const fetchMenuOnIntent = (event: SyntheticEvent) => {
    if (menuButtonOf(event)) void loadNavMenu();
  };

  return (
    <>
      <StaticContent
        key={current?.label ?? ''}
        onPointerOver={fetchMenuOnIntent}
        onFocus={fetchMenuOnIntent}
        onClick={(event) => {
          const pressed = menuButtonOf(event);
          if (!pressed) return;
          setMenuItem(pressed.item);
          setAnchor(pressed.button);
        }}
      >
        <Box
          component="ul"
          sx={{ display: 'none', [DESKTOP_NAV_QUERY]: { display: 'flex' }, listStyle: 'none', m: 0, p: 0, gap: 0.25, alignItems: 'center' }}
        >
          {PUBLIC_NAV.map((item) => {
            const active = item === current;
            return (
              <li key={item.label}>
                {item.children ? (
                  <NavDropdown item={item} active={active} />
                ) : (
                  <Button component={RouterLink} to={item.to} aria-current={active ? 'page' : undefined} sx={navButtonSx(active)}>
                    {item.label}
                  </Button>
                )}
              </li>
            );
          })}
        </Box>
      </StaticContent>
      <OnceOpened open={anchor !== null}>
        {menuItem && <NavMenu item={menuItem} id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />}
      </OnceOpened>
    </>
  );
}
