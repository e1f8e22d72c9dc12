import { JOB_LIST_PAGE_PATH } from '@careers/domain';

/** Every route path of the app, written once. */
export const PATHS = {
  home: '/',
  ourServices: '/#our-services',
  readyToTransform: '/#ready-to-transform',
  services: {
    oncampus: '/services/oncampus',
    offcampus: '/services/offcampus',
    seminar: '/services/seminar',
    counselling: '/services/counselling',
    workforce: '/services/workforce',
    careercraft: '/services/careercraft',
  },
  jobs: '/jobs',
  currentOpenings: JOB_LIST_PAGE_PATH,
  postResume: '/jobs/post-resume',
  /** One job's page; build links with jobPagePath from @careers/domain. */
  jobPage: '/jobs/:jobId',
  employer: '/employer',
  companyForm: '/company-form',
  college: '/college',
  collegeForm: '/college-form',
  campusToCubicle: '/campus-to-cubicle',
  campusConnect: '/campus-to-cubicle#connectus',
  contact: '/contact',
  affiliate: {
    landing: '/affiliate',
    register: '/affiliate-form',
    login: '/affiliate-login',
    dashboard: '/affiliate-dashboard',
    postJob: '/affiliate-dashboard/postjob',
    referrals: '/affiliate-dashboard/referrals',
    profile: '/affiliate-dashboard/profile',
  },
  admin: {
    login: '/admin',
    forgotPassword: '/admin/forgot-password',
    dashboard: '/admin/dashboard',
    notification: '/admin/notification',
    student: '/admin/student',
    college: '/admin/college',
    company: '/admin/company',
    contactSupport: '/admin/contact-support',
    postJob: '/admin/post-job',
    studentApplied: '/admin/StudentApplied',
    affiliate: '/admin/affiliate',
    viewPost: '/admin/view-post/:affiliateId',
  },
} as const;

export type ServiceSlug = keyof typeof PATHS.services;
