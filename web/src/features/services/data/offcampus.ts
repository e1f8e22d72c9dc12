import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';
import VideoCallIcon from '@mui/icons-material/VideoCall';
import { PATHS } from '../../../config/paths';
import { CONNECT_WITH_US } from './shared';
import type { ServicePageConfig } from './types';
import { brandColors } from '../../../config/theme';

export const offcampus: ServicePageConfig = {
  slug: 'offcampus',
  meta: {
    title: 'Off-Campus Recruitment',
    description: 'Recruitment fairs, online job boards and virtual interviews that reach talent beyond one campus.',
  },
  hero: {
    overline: 'Off-Campus Recruitment',
    title: 'Reach talent beyond the campus gates',
    subtitle:
      'Not every great candidate sits in one college. Our off-campus programmes bring together graduates from many cities, courses and batches in one hiring window.',
    icon: TravelExploreIcon,
    accent: brandColors.aqua,
  },
  cards: {
    overline: 'How we do it',
    title: 'Three channels, one hiring process',
    items: [
      {
        title: 'Recruitment Fairs',
        description: 'Pooled hiring events in major cities where multiple employers meet hundreds of screened candidates in a single day.',
        icon: StorefrontIcon,
        tone: 'primary',
      },
      {
        title: 'Online Job Boards',
        description:
          'Your openings listed on our job board and shared with our candidate network, with applications screened before they reach you.',
        icon: WorkOutlinedIcon,
        tone: 'teal',
      },
      {
        title: 'Virtual Interviews',
        description: 'Scheduled video interviews and online assessments, so candidates from any town can compete for your roles.',
        icon: VideoCallIcon,
        tone: 'secondary',
      },
    ],
  },
  cta: {
    title: 'Looking for talent beyond one campus?',
    text: 'Share your requirement and we will set up a fair, a job-board campaign or a virtual drive that fits your timeline.',
    primary: CONNECT_WITH_US,
    secondary: { label: 'See Current Openings', to: PATHS.currentOpenings },
  },
};
