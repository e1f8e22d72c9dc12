import { PATHS } from './paths';
import { SERVICES } from './services';

export interface NavLink {
  label: string;
  to: string;
}

export interface NavItem extends NavLink {
  /** Items with children open a dropdown; `to` is then the section's landing path. */
  children?: readonly NavLink[];
}

export const SERVICE_LINKS: readonly NavLink[] = SERVICES.map(({ name, path }) => ({ label: name, to: path }));

export const JOB_LINKS: readonly NavLink[] = [
  { label: 'Current Openings', to: PATHS.currentOpenings },
  { label: 'Post Resume', to: PATHS.postResume },
];

/** The public navigation bar, in order; the footer repeats it. */
export const PUBLIC_NAV: readonly NavItem[] = [
  { label: 'Home', to: PATHS.home },
  { label: 'Service', to: PATHS.ourServices, children: SERVICE_LINKS },
  { label: 'Jobs', to: PATHS.jobs, children: JOB_LINKS },
  { label: 'Employer', to: PATHS.employer },
  { label: 'College', to: PATHS.college },
  { label: 'CampusToCubicle', to: PATHS.campusToCubicle },
  { label: 'Contact us', to: PATHS.contact },
  { label: 'Affiliate', to: PATHS.affiliate.landing },
];

/** Whether a nav item is the current page (dropdowns match any of their children). */
export function isActive(item: NavItem, pathname: string): boolean {
  const here = pathname.toLowerCase();
  if (item.children?.some((child) => here === child.to.toLowerCase())) return true;
  if (item.to === PATHS.home) return here === PATHS.home;
  return here === item.to.toLowerCase() || here.startsWith(`${item.to.toLowerCase()}/`);
}
