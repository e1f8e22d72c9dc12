import { BRAND_NAME, COMMISSION_PERCENT } from '@careers/domain';
import { PATHS } from './paths';

/** Title and meta description of each public page (its canonical link is the site origin + its path). */
export interface PageHead {
  /** Shown before ' | BRAND_NAME'; none on the home page. */
  title?: string;
  description: string;
}

export const PAGE_HEAD = {
  home: {
    description:
      'CareerSetu connects students, job seekers, colleges and employers across India: campus and off-campus hiring, career counselling, seminars, mentorship and workforce solutions.',
  },
  jobs: { title: 'Jobs', description: 'Browse current openings or post your resume with us.' },
  currentOpenings: {
    title: 'Current Openings',
    description: 'Search current job openings by role and location and apply with your resume.',
  },
  postResume: { title: 'Post Your Resume', description: 'Share your resume once and our recruiters will match you with suitable roles.' },
  employer: { title: 'For Employers', description: `Hire job-ready graduates and experienced professionals with ${BRAND_NAME}.` },
  companyForm: {
    title: 'Partner With Us',
    description: `Enroll your company with ${BRAND_NAME} for campus drives, staffing and internships.`,
  },
  college: { title: 'For Colleges', description: `Partner with ${BRAND_NAME} for placements, training and industry connect.` },
  collegeForm: {
    title: 'College Enrollment',
    description: `Enroll your college with ${BRAND_NAME} for campus placements, seminars and job fairs.`,
  },
  campusToCubicle: {
    title: 'Campus to Cubicle',
    description: 'A programme that prepares students for work and connects colleges with employers.',
  },
  contact: { title: 'Contact Us', description: `Get in touch with ${BRAND_NAME}: students, colleges and companies welcome.` },
  privacy: {
    title: 'Privacy Notice',
    description: `What ${BRAND_NAME} collects about you, why, for how long, and how to get a copy or have it erased.`,
  },
  affiliate: {
    title: 'Affiliate Program',
    description: `Refer talent to ${BRAND_NAME} and earn up to ${COMMISSION_PERCENT}% commission per placement.`,
  },
  affiliateRegister: {
    title: 'Join as an Affiliate',
    description: `Register as an affiliate: post jobs, refer talent and earn up to ${COMMISSION_PERCENT}% commission.`,
  },
  affiliateLogin: {
    title: 'Affiliate Sign In',
    description: `Sign in to your ${BRAND_NAME} affiliate dashboard to post jobs and follow your referrals.`,
  },
} as const satisfies Record<string, PageHead>;

/** The image a shared link of any page shows (web/public/media/share.jpg, Open Graph and Twitter cards). */
export const SHARE_IMAGE = {
  path: '/media/share.jpg',
  width: 1200,
  height: 630,
  alt: `${BRAND_NAME}: careers, campus hiring and recruitment across India`,
} as const;

/**
 * The public pages rendered to HTML at build time (web/scripts/prerender.ts) and listed in the
 * sitemap. Hosting serves them as static files, except SERVER_RENDERED_PATHS (config/hosting.ts).
 */
export const PRERENDERED_PATHS: readonly string[] = [
  PATHS.home,
  ...Object.values(PATHS.services),
  PATHS.jobs,
  PATHS.currentOpenings,
  PATHS.postResume,
  PATHS.employer,
  PATHS.companyForm,
  PATHS.college,
  PATHS.collegeForm,
  PATHS.campusToCubicle,
  PATHS.contact,
  PATHS.privacy,
  PATHS.affiliate.landing,
  PATHS.affiliate.register,
  PATHS.affiliate.login,
];

/**
 * Public pages whose HTML holds data that changes (the job list): the jobPages function renders
 * them per request with that data, cached by the CDN like the API. Their build-time rendering (no
 * data: the client fetches it) is the function's fallback when the data cannot be read.
 */
export const SERVER_RENDERED_PATHS: readonly string[] = [PATHS.currentOpenings];
