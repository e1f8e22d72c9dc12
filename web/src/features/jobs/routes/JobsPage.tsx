import UploadFileIcon from '@mui/icons-material/UploadFile';
import WorkIcon from '@mui/icons-material/Work';
import { PATHS } from '../../../config/paths';
import { CardGrid } from '../../../components/CardGrid';
import { FeatureCard } from '../../../components/FeatureCard';
import { HeroBadgeArt } from '../../../components/illustrations/HeroBadgeArt';
import { PageHero } from '../../../components/PageHero';
import { PageTitle } from '../../../components/PageTitle';
import { PAGE_HEAD } from '../../../config/head';
import { Section } from '../../../components/Section';

/** /jobs: a short hub leading to the job list and to resume posting. */
export default function JobsPage() {
  return (
    <>
      <PageTitle {...PAGE_HEAD.jobs} />
      <PageHero
        overline="Jobs"
        title="Your next role starts here"
        subtitle="Browse openings from our hiring partners and apply in minutes, or share your resume so our recruiters can match you with roles as they open."
        art={<HeroBadgeArt icon={WorkIcon} />}
      />
      <Section title="How would you like to start?">
        <CardGrid columns={2}>
          <FeatureCard
            icon={WorkIcon}
            title="Current Openings"
            description="Search openings by role and location, read the details and apply with your resume."
            link={{ to: PATHS.currentOpenings, label: 'View current openings' }}
          />
          <FeatureCard
            icon={UploadFileIcon}
            tone="secondary"
            title="Post Resume"
            description="Not sure which job fits? Upload your resume once and our team will reach out with suitable roles."
            link={{ to: PATHS.postResume, label: 'Post your resume' }}
          />
        </CardGrid>
      </Section>
    </>
  );
}
