import SchoolIcon from '@mui/icons-material/School';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import CoPresentIcon from '@mui/icons-material/CoPresent';
import PsychologyIcon from '@mui/icons-material/Psychology';
import GroupsIcon from '@mui/icons-material/Groups';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { PATHS, type ServiceSlug } from './paths';
import type { IconComponent } from '../components/icon';
import type { IconTone } from '../components/IconTile';

export interface ServiceSummary {
  slug: ServiceSlug;
  name: string;
  path: string;
  summary: string;
  icon: IconComponent;
  tone: IconTone;
}

/** The six services: names for the navigation, summaries for the home page cards. */
export const SERVICES: readonly ServiceSummary[] = [
  {
    slug: 'oncampus',
    name: 'On-Campus Recruitment',
    path: PATHS.services.oncampus,
    summary: 'Structured campus drives that connect employers with pre-screened graduates from our partner institutions.',
    icon: SchoolIcon,
    tone: 'primary',
  },
  {
    slug: 'offcampus',
    name: 'Off-Campus Recruitment',
    path: PATHS.services.offcampus,
    summary: 'Recruitment fairs, job boards and virtual interviews that reach talent beyond a single campus.',
    icon: TravelExploreIcon,
    tone: 'teal',
  },
  {
    slug: 'seminar',
    name: 'Seminars & Workshops',
    path: PATHS.services.seminar,
    summary: 'Hands-on sessions on resumes, interviews and personal branding that make students job-ready.',
    icon: CoPresentIcon,
    tone: 'secondary',
  },
  {
    slug: 'counselling',
    name: 'Career Counselling',
    path: PATHS.services.counselling,
    summary: 'One-to-one guidance on higher studies, government jobs, start-ups and careers that fit your passion.',
    icon: PsychologyIcon,
    tone: 'primary',
  },
  {
    slug: 'workforce',
    name: 'Workforce Solutions',
    path: PATHS.services.workforce,
    summary: 'Recruitment and staffing backed by thorough candidate evaluation, for teams that need to scale fast.',
    icon: GroupsIcon,
    tone: 'teal',
  },
  {
    slug: 'careercraft',
    name: 'CareerCraft Mentorship',
    path: PATHS.services.careercraft,
    summary: '1:1 mentorship and skill enhancement with highly skilled industry mentors.',
    icon: AutoAwesomeIcon,
    tone: 'secondary',
  },
];
