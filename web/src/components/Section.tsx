import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brandColors } from '../config/theme';

export type SectionTone = 'default' | 'muted' | 'dark';

export interface SectionProps {
  id?: string;
  overline?: string;
  title?: ReactNode;
  subtitle?: ReactNode;
  tone?: SectionTone;
  align?: 'left' | 'center';
  children?: ReactNode;
  /** Heading level of the title (sections sit under the page's h1). */
  titleComponent?: 'h2' | 'h3';
}

const tones: Record<SectionTone, { bgcolor: string; color: string }> = {
  default: { bgcolor: 'background.default', color: 'text.primary' },
  muted: { bgcolor: brandColors.mist, color: 'text.primary' },
  dark: { bgcolor: brandColors.navy, color: brandColors.white },
};

/** A full-width page band with an optional overline, title and subtitle. */
export function Section({
  id,
  overline,
  title,
  subtitle,
  tone = 'default',
  align = 'center',
  children,
  titleComponent = 'h2',
}: SectionProps) {
  const dark = tone === 'dark';
  return (
    <Box component="section" id={id} sx={{ ...tones[tone], py: { xs: 7, md: 10 }, scrollMarginTop: 72 }}>
      <Container>
        {(overline || title || subtitle) && (
          <Box
            sx={{
              textAlign: align,
              maxWidth: align === 'center' ? 760 : 'none',
              mx: align === 'center' ? 'auto' : 0,
              mb: { xs: 4, md: 6 },
            }}
          >
            {overline && (
              <Typography variant="overline" component="p" sx={{ color: dark ? brandColors.gold : 'secondary.main' }}>
                {overline}
              </Typography>
            )}
            {title && (
              <Typography variant="h3" component={titleComponent} sx={{ mb: subtitle ? 2 : 0 }}>
                {title}
              </Typography>
            )}
            {subtitle && (
              <Typography variant="body1" sx={{ fontSize: { md: '1.125rem' }, color: dark ? 'rgba(255,255,255,0.82)' : 'text.secondary' }}>
                {subtitle}
              </Typography>
            )}
          </Box>
        )}
        {children}
      </Container>
    </Box>
  );
}
