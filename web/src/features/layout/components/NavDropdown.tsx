import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { NavItem } from '../../../config/navigation';
import { EARLY_CLICK } from '../../../hooks/useEarlyClick';
import { fetchOnIntent, loadNavMenu } from './headerMenus';
import { navButtonSx } from './navStyles';

const TURN_WHEN_EXPANDED = { transition: 'transform .2s', '[aria-expanded="true"] &': { transform: 'rotate(180deg)' } } as const;

interface NavDropdownProps {
  item: NavItem;
  active: boolean;
  /** The id of the menu while it is open for this entry; undefined while closed. */
  openMenuId: string | undefined;
  onOpen: (button: HTMLElement) => void;
}

/**
 * A navigation bar entry that opens a menu of links (Service, Jobs); the chevron turns while it is
 * open. The menu's code is fetched when a pointer comes over the button or it takes focus.
 */
export function NavDropdown({ item, active, openMenuId, onOpen }: NavDropdownProps) {
  return (
    <Button
      {...EARLY_CLICK}
      {...fetchOnIntent(loadNavMenu)}
      onClick={(event) => onOpen(event.currentTarget)}
      aria-haspopup="menu"
      aria-expanded={openMenuId !== undefined}
      aria-controls={openMenuId}
      endIcon={<ExpandMoreIcon sx={TURN_WHEN_EXPANDED} />}
      sx={navButtonSx(active)}
    >
      {item.label}
    </Button>
  );
}
