import type { SxProps, Theme } from '@mui/material/styles';

/** Outlined button readable on the navy hero and CTA backgrounds. */
export const outlinedOnDark: SxProps<Theme> = {
  color: '#fff',
  borderColor: 'rgba(255,255,255,0.7)',
  '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
};
