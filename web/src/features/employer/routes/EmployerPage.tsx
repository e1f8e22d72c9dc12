import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ApartmentIcon from '@mui/icons-material/Apartment';
import SchoolIcon from '@mui/icons-material/School';
import BadgeIcon from '@mui/icons-material/Badge';
import EngineeringIcon from '@mui/icons-material/Engineering';
import CampaignIcon from '@mui/icons-material/Campaign';
import { BRAND_NAME, COLLEGE_COUNTERS } from '@careers/domain';
import { PATHS } from '../../../config/paths';
import { CardGrid } from '../../../components/CardGrid';
import { CtaBanner } from '../../../components/CtaBanner';
import { FeatureCard } from '../../../components/FeatureCard';
import { HeroBadgeArt } from '../../../components/illustrations/HeroBadgeArt';
import { LinkButton } from '../../../components/LinkButton';
import { NumberedCards } from '../../../components/NumberedCards';
import { PageHero } from '../../../components/PageHero';
import { PageTitle } from '../../../components/PageTitle';
import { PAGE_HEAD } from '../../../config/head';
import { Section } from '../../../components/Section';
import { outlinedOnDark } from '../../../components/buttonStyles';

const CHALLENGES = [
  { title: 'Long hiring cycles', description: 'Open positions stay vacant for weeks while teams sift through unscreened applications.' },
  {
    title: 'Skill gaps in fresh graduates',
    description: 'New joiners need months of training before they can contribute to live projects.',
  },
  { title: 'Limited campus reach', description: 'Visiting more than a handful of colleges a year is expensive and hard to coordinate.' },
  { title: 'Early attrition', description: 'Hires who were never a good fit leave within the first year, and the search starts again.' },
];

const OFFERINGS = [
  {
    icon: SchoolIcon,
    tone: 'primary' as const,
    title: 'Campus Drives',
    description: `Drives at our ${COLLEGE_COUNTERS.institutions} partner institutions, organised end to end by our campus team.`,
  },
  {
    icon: BadgeIcon,
    tone: 'teal' as const,
    title: 'Staffing Solutions',
    description: 'Permanent, contract and bulk hiring with evaluated shortlists and quick turnarounds.',
  },
  {
    icon: EngineeringIcon,
    tone: 'secondary' as const,
    title: 'Internship Programs',
    description: 'Structured internships that let you assess students on real work before you make offers.',
  },
  {
    icon: CampaignIcon,
    tone: 'primary' as const,
    title: 'Employer Branding',
    description: 'Campus talks, hackathons and job fairs that put your company in front of the right students.',
  },
];

/** /employer: why and how companies partner with us. */
export default function EmployerPage() {
  return (
    <>
      <PageTitle {...PAGE_HEAD.employer} />
      <PageHero
        overline="For employers"
        title="Hire talent that is ready from day one"
        subtitle={`${BRAND_NAME} gives your hiring team access to trained graduates and experienced professionals, screened and matched to your roles.`}
        art={<HeroBadgeArt icon={ApartmentIcon} />}
        actions={
          <>
            <LinkButton to={PATHS.companyForm} variant="contained" color="secondary" size="large">
              Partner With Us
            </LinkButton>
            <LinkButton to={PATHS.contact} variant="outlined" size="large" sx={outlinedOnDark}>
              Contact Us
            </LinkButton>
          </>
        }
      />
      <Section>
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '0.9fr 1.1fr' } }}>
          <Box>
            <Typography variant="overline" component="p" color="secondary">
              Partnership
            </Typography>
            <Typography variant="h3" component="h2">
              A hiring partner, not just a vendor
            </Typography>
          </Box>
          <Stack spacing={2}>
            <Typography color="text.secondary" sx={{ fontSize: { md: '1.1rem' } }}>
              We work as an extension of your talent team. Before we share a single profile, we learn your roles, your culture and the
              skills that make people succeed in your company.
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: { md: '1.1rem' } }}>
              Because we also train students and counsel job seekers, our candidates arrive prepared: they know what the role involves, they
              have practised for it, and they want it. The result is faster hiring, stronger joiners and fewer early exits.
            </Typography>
          </Stack>
        </Box>
      </Section>
      <Section
        tone="muted"
        overline="The challenges"
        title="Hiring is harder than it should be"
        subtitle="These are the problems employers bring to us most often."
      >
        <NumberedCards items={CHALLENGES} />
      </Section>
      <Section overline="What we offer" title="Four ways to hire with us">
        <CardGrid columns={4}>
          {OFFERINGS.map((offering) => (
            <FeatureCard key={offering.title} {...offering} />
          ))}
        </CardGrid>
      </Section>
      <CtaBanner
        title="Let us build your next team together"
        text="Share your company details and hiring plans. Our partnerships team will get back to you within two working days."
        actions={
          <>
            <LinkButton to={PATHS.companyForm} variant="contained" color="secondary" size="large">
              Submit Company Details
            </LinkButton>
            <LinkButton to={PATHS.contact} variant="outlined" size="large" sx={outlinedOnDark}>
              Contact Us
            </LinkButton>
          </>
        }
      />
    </>
  );
}
