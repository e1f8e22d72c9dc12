import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { lazy, useId, useRef, useState, type MouseEvent } from 'react';
import type { NavItem } from '../../../config/navigation';
import { EARLY_CLICK, useEarlyClick } from '../../../hooks/useEarlyClick';
import { fetchOnIntent, loadNavMenu } from './headerMenus';
import { navButtonSx } from './navStyles';
import { OnceOpened } from './OnceOpened';

const NavMenu = lazy(() => loadNavMenu().then((module) => ({ default: module.NavMenu })));

/** A navigation bar entry that opens a menu of links (Service, Jobs). */
export function NavDropdown({ item, active }: { item: NavItem; active: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;
  const button = useRef<HTMLButtonElement>(null);
  // A click on the prerendered button before hydration opens the menu once the page is live.
  useEarlyClick(button, setAnchor);

  return (
    <>
      <Button
        ref={button}
        {...EARLY_CLICK}
        {...fetchOnIntent(loadNavMenu)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        endIcon={<ExpandMoreIcon sx={{ transition: 'transform .2s', transform: open ? 'rotate(180deg)' : 'none' }} />}
        sx={navButtonSx(active)}
      >
        {item.label}
      </Button>
      <OnceOpened open={open}>
        <NavMenu item={item} id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
      </OnceOpened>
    </>
  );
}
