import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ApartmentIcon from '@mui/icons-material/Apartment';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { PATHS } from '../../../config/paths';
import { CardGrid } from '../../../components/CardGrid';
import { CtaBanner } from '../../../components/CtaBanner';
import { FeatureCard } from '../../../components/FeatureCard';
import { IconTile } from '../../../components/IconTile';
import { CampusBridgeArt } from '../../../components/illustrations/CampusBridgeArt';
import { LinkButton } from '../../../components/LinkButton';
import { PageHero } from '../../../components/PageHero';
import { PageTitle } from '../../../components/PageTitle';
import { PAGE_HEAD } from '../../../config/head';
import { Section } from '../../../components/Section';
import type { IconComponent } from '../../../components/icon';
import { outlinedOnDark } from '../../../components/buttonStyles';
import { brandColors } from '../../../config/theme';

export const CONNECT_US_ID = 'connectus';

const AUDIENCES: { title: string; icon: IconComponent; tone: 'primary' | 'secondary'; intro: string; points: string[] }[] = [
  {
    title: 'For Colleges',
    icon: AccountBalanceIcon,
    tone: 'primary',
    intro: 'Turn your placement season into a year-round programme that prepares students long before the first drive.',
    points: [
      'Employability training mapped to each course',
      'More recruiters for every branch and batch',
      'Internships and live projects with partner companies',
      'Placement reports for accreditation and planning',
    ],
  },
  {
    title: 'For Companies',
    icon: ApartmentIcon,
    tone: 'secondary',
    intro: 'Hire freshers who have already been trained on the skills your teams need, from campuses that fit your profile.',
    points: [
      'Pre-trained candidates from 120+ institutions',
      'Custom training tracks for your tech stack or domain',
      'Internship-to-offer pipelines that reduce risk',
      'Lower early attrition through better matching',
    ],
  },
];

const OFFERINGS = [
  {
    icon: MenuBookIcon,
    tone: 'primary' as const,
    title: 'Industry-ready curriculum',
    description: 'Aptitude, communication and technical modules delivered alongside the academic calendar.',
  },
  {
    icon: WorkspacesIcon,
    tone: 'teal' as const,
    title: 'Internships and live projects',
    description: 'Real assignments from partner companies so students graduate with experience, not just marks.',
  },
  {
    icon: EmojiEventsIcon,
    tone: 'secondary' as const,
    title: 'Placement drives',
    description: 'Drives and job fairs that bring the right employers to the right students at the right time.',
  },
  {
    icon: RocketLaunchIcon,
    tone: 'primary' as const,
    title: 'Onboarding support',
    description: 'Pre-joining sessions and first-90-day check-ins that help new hires settle in and stay.',
  },
];

/** /campus-to-cubicle: the flagship programme for colleges and companies. */
export default function CampusToCubiclePage() {
  return (
    <>
      <PageTitle {...PAGE_HEAD.campusToCubicle} />
      <PageHero
        overline="Campus to Cubicle"
        title="From the classroom to a career, without the gap"
        subtitle="Campus to Cubicle brings colleges and companies together to train, assess and place students, so that graduation day is also the first step of a career."
        art={
          <Box sx={{ bgcolor: brandColors.white, borderRadius: 5, p: 1 }}>
            <CampusBridgeArt />
          </Box>
        }
        actions={
          <LinkButton to={PATHS.campusConnect} variant="contained" color="secondary" size="large">
            Join the Programme
          </LinkButton>
        }
      />
      <Section overline="Who it is for" title="One programme, two partners">
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {AUDIENCES.map((audience) => (
            <Box
              key={audience.title}
              sx={{
                p: { xs: 3, md: 4 },
                borderRadius: 4,
                border: `1px solid ${brandColors.border}`,
                bgcolor: audience.tone === 'primary' ? brandColors.mist : brandColors.peach,
              }}
            >
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                <IconTile icon={audience.icon} tone={audience.tone} />
                <Typography variant="h4" component="h3">
                  {audience.title}
                </Typography>
              </Stack>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {audience.intro}
              </Typography>
              <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {audience.points.map((point) => (
                  <Stack component="li" key={point} direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
                    <CheckCircleIcon aria-hidden fontSize="small" sx={{ color: 'success.main', mt: '3px' }} />
                    <Typography>{point}</Typography>
                  </Stack>
                ))}
              </Stack>
            </Box>
          ))}
        </Box>
      </Section>
      <Section tone="muted" overline="What we offer" title="Programme offerings">
        <CardGrid columns={4}>
          {OFFERINGS.map((offering) => (
            <FeatureCard key={offering.title} {...offering} />
          ))}
        </CardGrid>
      </Section>
      <CtaBanner
        id={CONNECT_US_ID}
        title="Connect with us"
        text="Join Campus to Cubicle as a college or as a company. Share a few details and our team will set up a call to plan the programme with you."
        actions={
          <>
            <LinkButton to={PATHS.collegeForm} variant="contained" color="secondary" size="large" startIcon={<AccountBalanceIcon />}>
              College
            </LinkButton>
            <LinkButton to={PATHS.companyForm} variant="outlined" size="large" startIcon={<ApartmentIcon />} sx={outlinedOnDark}>
              Company
            </LinkButton>
          </>
        }
      />
    </>
  );
}
