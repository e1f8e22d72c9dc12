import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useId, useRef, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { NavItem } from '../../../config/navigation';
import { EARLY_CLICK, useEarlyClick } from '../../../hooks/useEarlyClick';
import { navButtonSx } from './navStyles';

/** A navigation bar entry that opens a menu of links (Service, Jobs); the current page's link is marked. */
export function NavDropdown({ item, active }: { item: NavItem; active: boolean }) {
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  const button = useRef<HTMLButtonElement>(null);
  // A click on the prerendered button before hydration opens the menu once the page is live.
  useEarlyClick(button, setAnchor);

  return (
    <>
      <Button
        ref={button}
        {...EARLY_CLICK}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        endIcon={<ExpandMoreIcon sx={{ transition: 'transform .2s', transform: open ? 'rotate(180deg)' : 'none' }} />}
        sx={navButtonSx(active)}
      >
        {item.label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        disableScrollLock
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240, borderRadius: 2, boxShadow: '0 18px 40px -18px rgba(15,23,42,.35)' } } }}
      >
        {item.children?.map((child) => {
          const current = pathname.toLowerCase() === child.to.toLowerCase();
          return (
            <MenuItem
              key={child.to}
              component={RouterLink}
              to={child.to}
              onClick={close}
              selected={current}
              aria-current={current ? 'page' : undefined}
              sx={{ py: 1.25, ...(current && { fontWeight: 700, color: 'primary.main' }) }}
            >
              {child.label}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
