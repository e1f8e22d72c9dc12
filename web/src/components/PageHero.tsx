import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brandColors } from '../config/theme';

export interface PageHeroProps {
  overline?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Illustration shown beside the text on desktop and under it on phones. */
  art?: ReactNode;
  /** Background accent; every hero shares the navy base. */
  accent?: string;
}

/** The top band of every marketing page: navy gradient, h1, subtitle, actions and artwork. */
export function PageHero({ overline, title, subtitle, actions, art, accent = brandColors.royal }: PageHeroProps) {
  return (
    <Box
      component="section"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: brandColors.white,
        background: `radial-gradient(circle at 85% 20%, ${accent}cc 0, transparent 45%), radial-gradient(circle at 10% 90%, #0f766e99 0, transparent 40%), linear-gradient(135deg, ${brandColors.navy} 0%, #13285a 60%, ${brandColors.navy} 100%)`,
        py: { xs: 7, md: 11 },
      }}
    >
      <Container sx={{ position: 'relative' }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 6 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: art ? '1.15fr 0.85fr' : '1fr' },
          }}
        >
          <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
            {overline && (
              <Typography variant="overline" component="p" sx={{ color: brandColors.gold }}>
                {overline}
              </Typography>
            )}
            <Typography variant="h2" component="h1">
              {title}
            </Typography>
            {subtitle && (
              <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'rgba(255,255,255,0.85)', maxWidth: 620 }}>
                {subtitle}
              </Typography>
            )}
            {actions && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1, alignItems: { xs: 'stretch', sm: 'center' } }}>
                {actions}
              </Stack>
            )}
          </Stack>
          {art && <Box sx={{ justifySelf: 'center', width: '100%', maxWidth: { xs: 220, sm: 300, md: 420 } }}>{art}</Box>}
        </Box>
      </Container>
    </Box>
  );
}
