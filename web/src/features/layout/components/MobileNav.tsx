import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { BrandLogo } from '../../../components/BrandLogo';
import { PUBLIC_NAV, isActive, type NavItem } from '../../../config/navigation';

export interface MobileNavProps {
  open: boolean;
  onClose: () => void;
}

function DrawerGroup({ item, pathname, onNavigate }: { item: NavItem; pathname: string; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(isActive(item, pathname));
  return (
    <>
      <ListItemButton onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
        <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
        <ExpandMoreIcon sx={{ transition: 'transform .2s', transform: expanded ? 'rotate(180deg)' : 'none' }} />
      </ListItemButton>
      <Collapse in={expanded} unmountOnExit>
        <List disablePadding>
          {item.children?.map((child) => (
            <ListItemButton
              key={child.to}
              component={RouterLink}
              to={child.to}
              onClick={onNavigate}
              selected={pathname === child.to}
              aria-current={pathname === child.to ? 'page' : undefined}
              sx={{ pl: 4 }}
            >
              <ListItemText primary={child.label} />
            </ListItemButton>
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** The navigation in a drawer, for narrow screens. */
export function MobileNav({ open, onClose }: MobileNavProps) {
  const { pathname } = useLocation();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 'min(320px, 88vw)' } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <BrandLogo />
        <IconButton onClick={onClose} aria-label="Close menu">
          <CloseIcon />
        </IconButton>
      </Box>
      <List component="nav" aria-label="Main">
        {PUBLIC_NAV.map((item) =>
          item.children ? (
            <DrawerGroup key={item.label} item={item} pathname={pathname} onNavigate={onClose} />
          ) : (
            <ListItemButton
              key={item.label}
              component={RouterLink}
              to={item.to}
              onClick={onClose}
              selected={isActive(item, pathname)}
              aria-current={isActive(item, pathname) ? 'page' : undefined}
            >
              <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
            </ListItemButton>
          ),
        )}
      </List>
    </Drawer>
  );
}
