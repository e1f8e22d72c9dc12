import { APPLICATION_STATUS_PAGE, JOB_LIST_PAGE_PATH, PRIVACY_PAGE_PATH, STAFF_SET_PASSWORD_PAGE } from '@careers/domain';

/** The id of the affiliate profile's Change Password section (the footer's Settings lead there). */
export const CHANGE_PASSWORD_SECTION = 'change-password';

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
  /** The route of the service pages above. */
  servicePage: '/services/:slug',
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
  /** The privacy notice: what is collected, why, for how long, whom to ask. */
  privacy: PRIVACY_PAGE_PATH,
  /** An applicant's private status page (the link in their mails); build links with applicationStatusPagePath. */
  applicationStatus: APPLICATION_STATUS_PAGE,
  affiliate: {
    landing: '/affiliate',
    register: '/affiliate-form',
    login: '/affiliate-login',
    dashboard: '/affiliate-dashboard',
    postJob: '/affiliate-dashboard/postjob',
    referrals: '/affiliate-dashboard/referrals',
    commissions: '/affiliate-dashboard/commissions',
    profile: '/affiliate-dashboard/profile',
    /** The profile's Change Password section (the footer's Settings). */
    passwordSettings: `/affiliate-dashboard/profile#${CHANGE_PASSWORD_SECTION}`,
  },
  /**
   * The affiliate footer's links as the specification lists them: /Resources is a page, /logout signs
   * out, the others lead to the page they name (AffiliateRoutes).
   */
  affiliateFooter: {
    home: '/Home',
    resources: '/Resources',
    support: '/support',
    profile: '/profile',
    settings: '/setting',
    logout: '/logout',
  },
  admin: {
    /** The login page, at the root of the admin area. */
    login: '/admin',
    /** The login page's second address, where the password reset form goes on success. */
    loginAfterReset: '/admin/login',
    /** Also where an invited staff account sets its password (`?invite=<email>`: at the code step). */
    forgotPassword: STAFF_SET_PASSWORD_PAGE,
    dashboard: '/admin/dashboard',
    notification: '/admin/notification',
    student: '/admin/student',
    college: '/admin/college',
    company: '/admin/company',
    contactSupport: '/admin/contact-support',
    postJob: '/admin/post-job',
    studentApplied: '/admin/StudentApplied',
    affiliate: '/admin/affiliate',
    /** Deleted records, restorable for TRASH_RETENTION_DAYS. */
    trash: '/admin/trash',
    /** Find, export and erase one person's data. */
    privacy: '/admin/privacy',
    /** Staff accounts and their roles (admin only). */
    accounts: '/admin/accounts',
    /** The signed-in staff account's own password. */
    password: '/admin/password',
    /** The audit trail: who changed or exported what, and when. */
    audit: '/admin/audit',
    /** Affiliate commissions: totals, approve, pay, void, payout exports (admin only). */
    commissions: '/admin/commissions',
    viewPost: '/admin/view-post/:affiliateId',
    /** The affiliate jobs review queue. */
    jobReview: '/admin/job-review',
    /** One application: applicant, job, resume, stage, notes and history (build links with adminPath). */
    application: '/admin/applications/:id',
    /** The coming interviews, by day or week and interviewer. */
    interviews: '/admin/interviews',
    /** One job's pipeline board: a column per stage. */
    jobPipeline: '/admin/jobs/:jobId/pipeline',
    /** Any other path of the admin area: Page Not Found inside the admin layout. */
    unknown: '/admin/*',
  },
} as const;

/** A route path with its `:param` segments filled in (encoded). */
export const routePath = (path: string, params: Readonly<Record<string, string>>) =>
  path.replace(/:(\w+)/g, (_match, key: string) => encodeURIComponent(params[key] ?? ''));

export type ServiceSlug = keyof typeof PATHS.services;
