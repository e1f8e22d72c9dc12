import Box from '@mui/material/Box';
import type { IconComponent } from './icon';
import { brandColors } from '../config/theme';

export type IconTone = 'primary' | 'secondary' | 'teal';

const toneColors: Record<IconTone, { bg: string; fg: string }> = {
  primary: { bg: brandColors.indigoMist, fg: brandColors.royal },
  secondary: { bg: brandColors.peachLight, fg: brandColors.rust },
  teal: { bg: '#ccfbf1', fg: brandColors.teal },
};

/** A rounded square holding an icon. */
export function IconTile({ icon: Icon, tone = 'primary', size = 56 }: { icon: IconComponent; tone?: IconTone; size?: number }) {
  const colors = toneColors[tone];
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        bgcolor: colors.bg,
        color: colors.fg,
        flexShrink: 0,
      }}
    >
      <Icon sx={{ fontSize: size * 0.5 }} />
    </Box>
  );
}
