import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { PATHS } from '../../../config/paths';
import { CampusBridgeArt } from '../../../components/illustrations/CampusBridgeArt';
import { LinkButton } from '../../../components/LinkButton';
import { Section } from '../../../components/Section';

const POINTS = [
  'Industry-aligned training from the second year onwards',
  'Placement drives with employers that match each course',
  'Internships that turn into pre-placement offers',
  'Onboarding support so graduates settle in from day one',
];

// The text comes first in the document, as on a phone: the browser paints a page while it is still
// parsing it, and content that CSS `order` moves above earlier content pushes it down once parsed.
export function CampusToCubicleSection() {
  return (
    <Section>
      <Box sx={{ display: 'grid', gap: { xs: 5, md: 8 }, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Stack spacing={2.5} sx={{ order: { md: 2 } }}>
          <Typography variant="overline" component="p" color="secondary">
            Our flagship programme
          </Typography>
          <Typography variant="h3" component="h2">
            Campus to Cubicle
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: { md: '1.1rem' } }}>
            The jump from a classroom to a workplace is the hardest step of a career. Campus to Cubicle brings colleges and companies onto
            one bridge, so students graduate with the skills, the exposure and the offer letter they need.
          </Typography>
          <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {POINTS.map((point) => (
              <Stack component="li" direction="row" spacing={1.25} key={point} sx={{ alignItems: 'flex-start' }}>
                <CheckCircleIcon sx={{ color: 'success.main', mt: '2px' }} fontSize="small" aria-hidden />
                <Typography>{point}</Typography>
              </Stack>
            ))}
          </Stack>
          <Box>
            <LinkButton to={PATHS.campusToCubicle} variant="contained" size="large">
              Explore Campus to Cubicle
            </LinkButton>
          </Box>
        </Stack>
        <Box sx={{ order: { md: 1 }, maxWidth: { xs: 420, md: 'none' }, mx: 'auto', width: '100%' }}>
          <CampusBridgeArt />
        </Box>
      </Box>
    </Section>
  );
}
