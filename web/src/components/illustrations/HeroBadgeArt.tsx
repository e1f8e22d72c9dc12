import Box from '@mui/material/Box';
import type { IconComponent } from '../icon';
import { brandColors } from '../../config/theme';

/** Concentric rings with a large icon in the middle: the artwork of the service and audience heroes. */
export function HeroBadgeArt({ icon: Icon, accent = brandColors.saffron }: { icon: IconComponent; accent?: string }) {
  return (
    <Box sx={{ position: 'relative', width: '100%', aspectRatio: '1 / 1', maxWidth: 380, mx: 'auto' }} aria-hidden>
      <svg viewBox="0 0 200 200" width="100%" height="100%" style={{ display: 'block' }}>
        <circle cx="100" cy="100" r="96" fill="rgba(255,255,255,0.05)" />
        <circle cx="100" cy="100" r="74" fill="rgba(255,255,255,0.07)" stroke="rgba(255,255,255,0.25)" strokeDasharray="4 6" />
        <circle cx="100" cy="100" r="50" fill="rgba(255,255,255,0.12)" />
        <circle cx="168" cy="56" r="9" fill={accent} />
        <circle cx="36" cy="142" r="6" fill={brandColors.aqua} />
        <circle cx="150" cy="168" r="4" fill={brandColors.white} />
        <circle cx="44" cy="52" r="4" fill={brandColors.white} opacity=".7" />
      </svg>
      <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
        <Box
          sx={{
            width: '38%',
            aspectRatio: '1 / 1',
            borderRadius: '28%',
            bgcolor: accent,
            display: 'grid',
            placeItems: 'center',
            boxShadow: '0 24px 48px -20px rgba(0,0,0,.6)',
          }}
        >
          <Icon sx={{ fontSize: { xs: 52, md: 64 }, color: brandColors.navy }} />
        </Box>
      </Box>
    </Box>
  );
}
