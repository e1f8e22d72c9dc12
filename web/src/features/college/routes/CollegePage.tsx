import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import ModelTrainingIcon from '@mui/icons-material/ModelTraining';
import HubIcon from '@mui/icons-material/Hub';
import InsightsIcon from '@mui/icons-material/Insights';
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
import { VisionCounters } from '../components/VisionCounters';
import { brandColors } from '../../../config/theme';

const CHALLENGES = [
  {
    title: 'Too few recruiters on campus',
    description: 'Smaller and newer colleges struggle to attract enough companies for every branch and batch.',
  },
  {
    title: 'Curriculum and industry drift apart',
    description: 'Students learn the syllabus but miss the tools and soft skills employers test for.',
  },
  {
    title: 'Placement teams stretched thin',
    description: 'A handful of officers cannot follow up with hundreds of companies and students at once.',
  },
  {
    title: 'Rising placement expectations',
    description: 'Students and parents choose colleges by their placement record, and the bar keeps rising.',
  },
];

const SOLUTIONS = [
  {
    icon: WorkHistoryIcon,
    tone: 'primary' as const,
    title: 'Placement drives',
    description: 'On-campus and pooled drives with employers matched to your courses, organised by our team.',
  },
  {
    icon: ModelTrainingIcon,
    tone: 'teal' as const,
    title: 'Training programmes',
    description: 'Aptitude, communication and technical training that closes the gap between syllabus and job.',
  },
  {
    icon: HubIcon,
    tone: 'secondary' as const,
    title: 'Industry connect',
    description: 'Seminars, guest lectures, job fairs and internships that bring companies to your students.',
  },
  {
    icon: InsightsIcon,
    tone: 'primary' as const,
    title: 'Placement insights',
    description: 'Clear reports on drives, offers and readiness, so you can plan each placement season.',
  },
];

function EnrollButton({ label = 'Enroll Your College' }: { label?: string }) {
  return (
    <LinkButton to={PATHS.collegeForm} variant="contained" color="secondary" size="large">
      {label}
    </LinkButton>
  );
}

/** /college: vision with counters, challenges and solutions for institutions. */
export default function CollegePage() {
  return (
    <>
      <PageTitle {...PAGE_HEAD.college} />
      <PageHero
        overline="For colleges and institutions"
        title="Better placements for every student"
        subtitle="We partner with colleges, polytechnics and universities to bring more recruiters to campus and prepare students to succeed with them."
        art={<HeroBadgeArt icon={AccountBalanceIcon} />}
        actions={<EnrollButton />}
      />
      <Section tone="dark">
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '0.8fr 1.2fr' }, alignItems: 'center' }}>
          <Box>
            <Typography variant="overline" component="p" sx={{ color: brandColors.gold }}>
              Our vision
            </Typography>
            <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
              No graduate left without a path
            </Typography>
            <Typography sx={{ color: 'rgba(255,255,255,0.82)' }}>
              We want every institution, whatever its size or city, to offer its students the same access to employers as the country&apos;s
              top campuses. Since we started, that mission has grown into a network of colleges and companies across India.
            </Typography>
          </Box>
          <VisionCounters />
        </Box>
      </Section>
      <Section overline="The challenges" title="What colleges tell us" subtitle="Placement cells everywhere face the same pressures.">
        <NumberedCards items={CHALLENGES} />
      </Section>
      <Section tone="muted" overline="Our solutions" title="How we support your placement cell">
        <CardGrid columns={4}>
          {SOLUTIONS.map((solution) => (
            <FeatureCard key={solution.title} {...solution} />
          ))}
        </CardGrid>
        <Box sx={{ textAlign: 'center', mt: { xs: 4, md: 6 } }}>
          <EnrollButton label="Partner With Us" />
        </Box>
      </Section>
      <CtaBanner
        title="Make this your best placement season yet"
        text="Tell us about your courses, batch sizes and placement calendar. We will plan a season around them."
        actions={<EnrollButton />}
      />
    </>
  );
}
