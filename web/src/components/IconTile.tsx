import Box from '@mui/material/Box';
import type { IconComponent } from './icon';

export type IconTone = 'primary' | 'secondary' | 'teal';

const toneColors: Record<IconTone, { bg: string; fg: string }> = {
  primary: { bg: '#e0e7ff', fg: '#1e40af' },
  secondary: { bg: '#ffedd5', fg: '#c2410c' },
  teal: { bg: '#ccfbf1', fg: '#0f766e' },
};

/** A rounded square holding an icon. */
export function IconTile({ icon: Icon, tone = 'primary', size = 56 }: { icon: IconComponent; tone?: IconTone; size?: number }) {
  const colors = toneColors[tone];
  return (
    <Box
      aria-hidden
      sx={{ width: size, height: size, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: colors.bg, color: colors.fg, flexShrink: 0 }}
    >
      <Icon sx={{ fontSize: size * 0.5 }} />
    </Box>
  );
}
