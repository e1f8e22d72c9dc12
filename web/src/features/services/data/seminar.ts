import CoPresentIcon from '@mui/icons-material/CoPresent';
import DescriptionIcon from '@mui/icons-material/Description';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import StarsIcon from '@mui/icons-material/Stars';
import { PATHS } from '../../../config/paths';
import { CONNECT_WITH_US } from './shared';
import type { ServicePageConfig } from './types';

export const seminar: ServicePageConfig = {
  slug: 'seminar',
  meta: {
    title: 'Seminars & Workshops',
    description: 'Resume building, interview preparation and personal branding workshops for students and graduates.',
  },
  hero: {
    overline: 'Seminars & Workshops',
    title: 'Workshops that make students job-ready',
    subtitle: 'Practical, interactive sessions delivered on campus or online by recruiters who know exactly what hiring managers look for.',
    icon: CoPresentIcon,
  },
  cards: {
    overline: 'Workshop topics',
    title: 'Skills every graduate needs',
    items: [
      {
        title: 'Resume Building',
        description: 'Students leave with a clear, ATS-friendly resume that highlights projects, internships and skills the right way.',
        icon: DescriptionIcon,
        tone: 'primary',
      },
      {
        title: 'Interview Preparation',
        description: 'Mock interviews, group discussions and aptitude practice with honest feedback from experienced recruiters.',
        icon: RecordVoiceOverIcon,
        tone: 'teal',
      },
      {
        title: 'Personal Branding',
        description: 'LinkedIn profiles, portfolios and professional communication that help students stand out online and in person.',
        icon: StarsIcon,
        tone: 'secondary',
      },
    ],
  },
  cta: {
    title: 'Bring a workshop to your campus',
    text: 'We tailor each seminar to your courses and batch size. Tell us what your students need most.',
    primary: CONNECT_WITH_US,
    secondary: { label: 'Partner as a College', to: PATHS.collegeForm },
  },
};
