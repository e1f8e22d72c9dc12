import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { NavItem } from '../../../config/navigation';
import { EARLY_CLICK } from '../../../hooks/useEarlyClick';
import { navButtonSx } from './navStyles';

/** The attribute naming the item whose menu a button opens; DesktopNav finds the buttons by it. */
export const MENU_BUTTON_ATTRIBUTE = 'data-nav-menu';

const TURN_WHEN_EXPANDED = { transition: 'transform .2s', '[aria-expanded="true"] &': { transform: 'rotate(180deg)' } } as const;

/**
 * A navigation bar entry that opens a menu of links (Service, Jobs). It has no state or handler of
 * its own, so it stays server HTML: DesktopNav takes its presses, opens the menu and sets
 * `aria-expanded`, which also turns the chevron.
 */
export function NavDropdown({ item, active }: { item: NavItem; active: boolean }) {
  return (
    <Button
      {...EARLY_CLICK}
      {...{ [MENU_BUTTON_ATTRIBUTE]: item.label }}
      aria-haspopup="menu"
      aria-expanded="false"
      endIcon={<ExpandMoreIcon sx={TURN_WHEN_EXPANDED} />}
      sx={navButtonSx(active)}
    >
      {item.label}
    </Button>
  );
}
