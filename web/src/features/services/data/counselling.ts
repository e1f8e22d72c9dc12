import PsychologyIcon from '@mui/icons-material/Psychology';
import PersonPinIcon from '@mui/icons-material/PersonPin';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import FavoriteIcon from '@mui/icons-material/Favorite';
import { PATHS } from '../../../config/paths';
import { CONNECT_WITH_US } from './shared';
import type { ServicePageConfig } from './types';

export const counselling: ServicePageConfig = {
  slug: 'counselling',
  meta: {
    title: 'Career Counselling',
    description: 'One-to-one career counselling on higher studies, government jobs, start-ups and careers that match your passion.',
  },
  hero: {
    overline: 'Career Counselling',
    title: 'Find the path that is right for you',
    subtitle:
      'Confused between a master’s degree, a government exam, a start-up idea or your first job? Our counsellors help you weigh every option and choose with confidence.',
    icon: PsychologyIcon,
    accent: '#fda4af',
  },
  bubbles: {
    title: 'Whatever you are considering, we can help',
    subtitle: 'Our counsellors guide students and graduates through every kind of decision.',
    items: ['Higher Studies', 'Start Up', 'Passion', 'Government Job', 'Career'],
  },
  cards: {
    overline: 'Benefits',
    title: 'Why counselling with us works',
    items: [
      {
        title: 'Personalized Guidance',
        description: 'Aptitude and interest assessments followed by one-to-one sessions that turn your strengths into a concrete plan.',
        icon: PersonPinIcon,
        tone: 'primary',
      },
      {
        title: 'Professional Development',
        description: 'Clear next steps on courses, certifications, exams and internships, with milestones you can actually track.',
        icon: TrendingUpIcon,
        tone: 'teal',
      },
      {
        title: 'Supportive Environment',
        description: 'A judgement-free space where students and parents can ask anything, with follow-up sessions whenever you need them.',
        icon: FavoriteIcon,
        tone: 'secondary',
      },
    ],
  },
  cta: {
    title: 'Book a counselling session',
    text: 'Tell us where you are today and where you hope to be. A counsellor will reach out within two working days.',
    primary: CONNECT_WITH_US,
    secondary: { label: 'Post Your Resume', to: PATHS.postResume },
  },
};
