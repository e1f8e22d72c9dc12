import type { SxProps, Theme } from '@mui/material/styles';

/** Width from which the full navigation bar replaces the menu button. */
export const DESKTOP_NAV_QUERY = '@media (min-width: 1040px)';

export function navButtonSx(active: boolean): SxProps<Theme> {
  return {
    color: active ? 'primary.main' : 'text.primary',
    fontWeight: active ? 800 : 600,
    fontSize: '0.95rem',
    px: 1.25,
    borderRadius: 2,
    whiteSpace: 'nowrap',
    position: 'relative',
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 12,
      right: 12,
      bottom: 2,
      height: 2,
      borderRadius: 2,
      bgcolor: active ? 'secondary.main' : 'transparent',
    },
  };
}
