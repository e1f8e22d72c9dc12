import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Section } from '../../../components/Section';
import type { ServicePageConfig } from '../data/types';
import { brandColors } from '../../../config/theme';

/** Text on the left, a checklist card on the right (e.g. 'Why hire us'). */
export function IntroBand({ intro }: { intro: NonNullable<ServicePageConfig['intro']> }) {
  return (
    <Section>
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' }, alignItems: 'center' }}>
        <Stack spacing={2}>
          {intro.overline && (
            <Typography variant="overline" component="p" color="secondary">
              {intro.overline}
            </Typography>
          )}
          <Typography variant="h3" component="h2">
            {intro.title}
          </Typography>
          {intro.paragraphs.map((paragraph) => (
            <Typography key={paragraph} color="text.secondary" sx={{ fontSize: { md: '1.05rem' } }}>
              {paragraph}
            </Typography>
          ))}
        </Stack>
        {intro.highlights && (
          <Stack
            component="ul"
            spacing={2}
            sx={{ listStyle: 'none', m: 0, p: { xs: 3, md: 4 }, bgcolor: brandColors.mist, borderRadius: 3 }}
          >
            {intro.highlights.map((item) => (
              <Stack component="li" key={item} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <CheckCircleIcon aria-hidden sx={{ color: 'success.main', mt: '2px' }} />
                <Typography sx={{ fontWeight: 600 }}>{item}</Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </Box>
    </Section>
  );
}
