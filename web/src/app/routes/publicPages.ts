import { matchPath } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { lazyPage, type LazyPage } from './lazyPage';

/** Public pages, each in its own chunk. Placeholder pages are default exports owned by other features. */
export const publicPages = {
  home: lazyPage(() => import('../../features/home/routes/HomePage')),
  service: lazyPage(() => import('../../features/services/routes/ServiceRoute')),
  jobs: lazyPage(() => import('../../features/jobs/routes/JobsPage')),
  currentOpenings: lazyPage(() => import('../../features/jobs/routes/CurrentOpeningsPage')),
  postResume: lazyPage(() => import('../../features/jobs/routes/PostResumePage')),
  jobPage: lazyPage(() => import('../../features/jobs/routes/JobPage')),
  employer: lazyPage(() => import('../../features/employer/routes/EmployerPage')),
  companyForm: lazyPage(() => import('../../features/enrollment/routes/CompanyFormPage')),
  college: lazyPage(() => import('../../features/college/routes/CollegePage')),
  collegeForm: lazyPage(() => import('../../features/enrollment/routes/CollegeFormPage')),
  campusToCubicle: lazyPage(() => import('../../features/campus/routes/CampusToCubiclePage')),
  contact: lazyPage(() => import('../../features/contact/routes/ContactPage')),
  privacy: lazyPage(() => import('../../features/privacy/routes/PrivacyPage')),
  applicationStatus: lazyPage(() => import('../../features/applications/routes/ApplicationStatusPage')),
  notFound: lazyPage(() => import('../../components/NotFoundPage')),
} satisfies Record<string, LazyPage>;

export type PublicPageName = keyof typeof publicPages;

/** Route table of the public group: path -> page. Anything else is Page Not Found. */
export const publicRoutes: ReadonlyArray<readonly [string, PublicPageName]> = [
  [PATHS.home, 'home'],
  [PATHS.servicePage, 'service'],
  [PATHS.jobs, 'jobs'],
  [PATHS.currentOpenings, 'currentOpenings'],
  [PATHS.postResume, 'postResume'],
  [PATHS.jobPage, 'jobPage'],
  [PATHS.employer, 'employer'],
  [PATHS.companyForm, 'companyForm'],
  [PATHS.college, 'college'],
  [PATHS.collegeForm, 'collegeForm'],
  [PATHS.campusToCubicle, 'campusToCubicle'],
  [PATHS.contact, 'contact'],
  [PATHS.privacy, 'privacy'],
  [PATHS.applicationStatus, 'applicationStatus'],
];

/** The public page that serves `pathname` (Page Not Found when none does). */
export function publicPageOf(pathname: string): LazyPage {
  const hit = publicRoutes.find(([path]) => matchPath(path, pathname));
  return publicPages[hit ? hit[1] : 'notFound'];
}
