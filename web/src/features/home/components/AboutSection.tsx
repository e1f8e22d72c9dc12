import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAND_NAME, COLLEGE_COUNTERS } from '@careers/domain';
import { TeamArt } from '../../../components/illustrations/TeamArt';
import { Section } from '../../../components/Section';
import { brandColors } from '../../../config/theme';

const FACTS = [
  { value: String(COLLEGE_COUNTERS.founded), label: 'Founded in Bengaluru' },
  { value: COLLEGE_COUNTERS.institutions, label: 'Partner institutions' },
  { value: COLLEGE_COUNTERS.employers, label: 'Hiring employers' },
];

export function AboutSection() {
  return (
    <Section tone="muted">
      <Box sx={{ display: 'grid', gap: { xs: 5, md: 8 }, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' } }}>
        <Stack spacing={2.5}>
          <Typography variant="overline" component="p" color="secondary">
            About us
          </Typography>
          <Typography variant="h3" component="h2">
            A career partner for every stage of the journey
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: { md: '1.1rem' } }}>
            {BRAND_NAME} is a Bengaluru-based career-services and recruitment company. We work with students and job seekers, with colleges
            and training institutes, and with employers from fast-growing start-ups to established enterprises.
          </Typography>
          <Typography color="text.secondary">
            Our counsellors, trainers and recruiters share one goal: the right person in the right role. That means honest guidance for
            candidates, practical training for campuses and carefully evaluated shortlists for hiring teams.
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: { xs: 1, sm: 2 }, m: 0, pt: 1 }}
          >
            {FACTS.map((fact) => (
              <Box
                key={fact.label}
                sx={{
                  display: 'flex',
                  flexDirection: 'column-reverse',
                  justifyContent: 'flex-end',
                  bgcolor: brandColors.white,
                  borderRadius: 2,
                  p: { xs: 1.25, sm: 2 },
                  border: `1px solid ${brandColors.border}`,
                  // A figure keeps clear of its card's edges on the narrowest phones (320 px).
                  overflowWrap: 'anywhere',
                }}
              >
                <Typography component="dt" variant="body2" color="text.secondary">
                  {fact.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: { xs: '1.2rem', sm: '1.8rem' }, color: 'primary.main' }}>
                  {fact.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Stack>
        <Box sx={{ maxWidth: { xs: 400, md: 'none' }, mx: 'auto', width: '100%' }}>
          <TeamArt title={`The ${BRAND_NAME} team`} />
        </Box>
      </Box>
    </Section>
  );
}
