import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { BRAND_NAME } from '@careers/domain';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../config/paths';
import { brandColors, TAP_TARGET_PX } from '../config/theme';

export interface BrandLogoProps {
  /** 'dark' draws light text for navy backgrounds. */
  tone?: 'light' | 'dark';
  /** A small label after the name, e.g. 'Affiliates' or 'Admin'. */
  suffix?: string;
  to?: string;
}

/** The brand mark (a bridge from campus to career) and name, linking home. */
export function BrandLogo({ tone = 'light', suffix, to = PATHS.home }: BrandLogoProps) {
  const text = tone === 'dark' ? brandColors.white : brandColors.navy;
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="none"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: text, flexShrink: 0, minHeight: TAP_TARGET_PX }}
    >
      <svg width="34" height="34" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={tone === 'dark' ? brandColors.royal : brandColors.navy} />
        <path d="M14 40c6-12 30-12 36 0" fill="none" stroke={brandColors.saffron} strokeWidth="5" strokeLinecap="round" />
        <path d="M18 40v8M32 34v14M46 40v8" stroke={brandColors.white} strokeWidth="5" strokeLinecap="round" />
        <circle cx="32" cy="20" r="6" fill={brandColors.white} />
      </svg>
      <Box component="span" sx={{ fontWeight: 800, fontSize: '1.3rem', letterSpacing: '-0.02em' }}>
        {BRAND_NAME}
      </Box>
      {suffix && ' '}
      {suffix && (
        <Box
          component="span"
          sx={{
            '@media (max-width: 399.95px)': { display: 'none' },
            fontSize: '0.7rem',
            fontWeight: 700,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: brandColors.saffron,
            color: brandColors.navy,
            textTransform: 'uppercase',
            letterSpacing: '0.06em',
          }}
        >
          {suffix}
        </Box>
      )}
    </Link>
  );
}
