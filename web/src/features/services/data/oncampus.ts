import SchoolIcon from '@mui/icons-material/School';
import HandshakeIcon from '@mui/icons-material/Handshake';
import TimelineIcon from '@mui/icons-material/Timeline';
import CampaignIcon from '@mui/icons-material/Campaign';
import { PATHS } from '../../../config/paths';
import { CONNECT_WITH_US } from './shared';
import type { ServicePageConfig } from './types';

export const oncampus: ServicePageConfig = {
  slug: 'oncampus',
  meta: {
    title: 'On-Campus Recruitment',
    description: 'Campus drives with pre-screened graduates from 120+ partner institutions across India.',
  },
  hero: {
    overline: 'On-Campus Recruitment',
    title: 'Hire the best graduates, right from campus',
    subtitle:
      'We plan and run campus drives with our partner colleges so you meet pre-screened, job-ready students without weeks of coordination.',
    icon: SchoolIcon,
  },
  intro: {
    overline: 'Why hire us',
    title: 'Campus hiring without the legwork',
    paragraphs: [
      'Running a campus drive means shortlisting colleges, aligning calendars, screening hundreds of applications and managing test and interview days. Our campus team does all of it for you.',
      'Because we train students through the year, we know their strengths before the drive begins, and we only put forward candidates who fit your roles.',
    ],
    highlights: [
      'Access to 120+ engineering, management, science and diploma institutions',
      'Aptitude tests, group discussions and interviews organised end to end',
      'A single coordinator from the first call to the final offer letter',
      'Drive reports with selection ratios and joining status',
    ],
  },
  cards: {
    overline: 'Our offerings',
    title: 'What we offer employers on campus',
    items: [
      {
        title: 'Partnerships',
        description: 'Long-term tie-ups with the colleges that match your hiring profile, with priority slots in their placement season.',
        icon: HandshakeIcon,
        tone: 'primary',
      },
      {
        title: 'Talent Pipeline',
        description: 'Pre-placement talks, internships and trained batches that give you a steady flow of candidates year after year.',
        icon: TimelineIcon,
        tone: 'teal',
      },
      {
        title: 'Campus Branding',
        description: 'Workshops, hackathons and leadership talks that make your company the name students want to work for.',
        icon: CampaignIcon,
        tone: 'secondary',
      },
    ],
  },
  cta: {
    title: 'Plan your next campus drive with us',
    text: 'Tell us about the roles you are hiring for and we will propose the right campuses and a timeline.',
    primary: CONNECT_WITH_US,
    secondary: { label: 'Submit Company Details', to: PATHS.companyForm },
  },
};
