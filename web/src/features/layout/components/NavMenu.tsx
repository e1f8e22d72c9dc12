import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { NavItem } from '../../../config/navigation';

export interface NavMenuProps {
  item: NavItem;
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** A navigation bar entry's menu of links (Service, Jobs); the current page's link is marked. */
export function NavMenu({ item, id, anchor, onClose }: NavMenuProps) {
  const { pathname } = useLocation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
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
            onClick={onClose}
            selected={current}
            aria-current={current ? 'page' : undefined}
            sx={{ py: 1.25, ...(current && { fontWeight: 700, color: 'primary.main' }) }}
          >
            {child.label}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
