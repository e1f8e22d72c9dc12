import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import BuildIcon from '@mui/icons-material/Build';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { PATHS } from '../../../config/paths';
import { CONNECT_WITH_US } from './shared';
import type { ServicePageConfig } from './types';

export const careercraft: ServicePageConfig = {
  slug: 'careercraft',
  meta: {
    title: 'CareerCraft Mentorship',
    description: '1:1 mentorship and skill enhancement with highly skilled industry mentors.',
  },
  hero: {
    overline: 'CareerCraft',
    title: 'Learn from people who have done the job',
    subtitle:
      'CareerCraft pairs you with an experienced professional who helps you build real skills, avoid common mistakes and grow faster in your career.',
    icon: AutoAwesomeIcon,
  },
  cards: {
    overline: 'The programme',
    title: 'Mentorship built around you',
    items: [
      {
        title: '1:1 Mentorship',
        description: 'Regular one-to-one sessions with a mentor from your chosen field, focused on your goals and your pace.',
        icon: SupervisorAccountIcon,
        tone: 'primary',
      },
      {
        title: 'Skill Enhancement',
        description: 'Hands-on assignments and project reviews in the technical and soft skills that employers value most.',
        icon: BuildIcon,
        tone: 'teal',
      },
      {
        title: 'High-Skilled Mentor',
        description:
          'Mentors are working professionals with years of industry experience, selected for both expertise and teaching ability.',
        icon: WorkspacePremiumIcon,
        tone: 'secondary',
      },
    ],
  },
  cta: {
    title: 'Start your CareerCraft journey',
    text: 'Tell us your field and your goals, and we will match you with the right mentor.',
    primary: CONNECT_WITH_US,
    secondary: { label: 'Explore Current Openings', to: PATHS.currentOpenings },
  },
};
