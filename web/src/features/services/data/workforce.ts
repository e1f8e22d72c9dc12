import GroupsIcon from '@mui/icons-material/Groups';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import BadgeIcon from '@mui/icons-material/Badge';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { PATHS } from '../../../config/paths';
import { CONNECT_WITH_US } from './shared';
import type { ServicePageConfig } from './types';
import { brandColors } from '../../../config/theme';

export const workforce: ServicePageConfig = {
  slug: 'workforce',
  meta: {
    title: 'Workforce Solutions',
    description: 'Recruitment, staffing and thorough candidate evaluation for teams that need to scale.',
  },
  hero: {
    overline: 'Workforce Solutions',
    title: 'The right people, when your business needs them',
    subtitle:
      'Whether you need one specialist or a hundred new joiners, we source, evaluate and deliver candidates who are ready to perform.',
    icon: GroupsIcon,
    accent: brandColors.skyLight,
  },
  cards: {
    overline: 'Our solutions',
    title: 'Hiring support that scales with you',
    items: [
      {
        title: 'Recruitment',
        description: 'Permanent hiring for entry-level to mid-senior roles across IT, engineering, sales, operations and healthcare.',
        icon: PersonSearchIcon,
        tone: 'primary',
      },
      {
        title: 'Staffing',
        description: 'Contract and temporary staffing for projects and seasonal peaks, with payroll and compliance handled by us.',
        icon: BadgeIcon,
        tone: 'teal',
      },
      {
        title: 'Thorough Candidate Evaluation',
        description: 'Skill tests, structured interviews and background checks, so every shortlist you receive is worth your time.',
        icon: FactCheckIcon,
        tone: 'secondary',
      },
    ],
  },
  cta: {
    title: 'Build your team with us',
    text: 'Share your hiring plan and get a dedicated recruiter, a clear timeline and transparent pricing.',
    primary: CONNECT_WITH_US,
    secondary: { label: 'Submit Company Details', to: PATHS.companyForm },
  },
};
