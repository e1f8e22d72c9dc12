import type { SxProps, Theme } from '@mui/material/styles';
import { brandColors } from '../config/theme';

/** Outlined button readable on the navy hero and CTA backgrounds. */
export const outlinedOnDark: SxProps<Theme> = {
  color: brandColors.white,
  borderColor: 'rgba(255,255,255,0.7)',
  '&:hover': { borderColor: brandColors.white, bgcolor: 'rgba(255,255,255,0.08)' },
};
