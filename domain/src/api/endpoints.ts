/**
 * Every /api path of both spec files, written once. Functions mount their handlers from this table
 * (the access level is enforced by the mount, not by each handler), web calls it through
 * `apiPath`, and the tests enumerate it (authorization matrix, OpenAPI coverage). A path typed by
 * hand anywhere else is a bug. The request schemas sit beside it in endpointSchemas.ts, so the
 * browser can use the paths without loading every schema.
 */

import { ADMIN_UNPAGED_MAX, JOBS_PAGE_SIZE, PUBLIC_JOBS_UNPAGED_MAX, ROLES, TOTAL_COUNT_HEADER, type Role } from '../constants';
import type { AdminBulkList, BulkAction } from '../admin/bulk';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a path (`rolesOf` lists the role claims; 401 anonymous, 403 another role):
 * - public: anyone;
 * - signedIn: any account with a role (admin, recruiter, affiliate), on its own account only;
 * - staff: the back office's roles, `admin` and `recruiter` (jobs, applications, the pipeline and
 *   their exports); `recruiterScope` narrows what a recruiter may do on a path of several lists;
 * - admin: the `role=admin` claim only (deletes, affiliates, colleges, companies, contacts,
 *   notifications, trash, accounts, audit, privacy);
 * - affiliate: the `role=affiliate` claim, and the affiliateId named by `owner` must be the
 *   caller's own uid (403 otherwise); an admin may call it too when `adminMayCall` is set.
 */
export type Access = 'public' | 'signedIn' | 'staff' | 'admin' | 'affiliate';

export interface Endpoint {
  method: HttpMethod;
  /** Express-style path under /api, with `:param` segments. */
  path: string;
  /** Other spellings the spec uses for the same call (mounted too). */
  aliases?: readonly string[];
  access: Access;
  /** For affiliate paths: where the affiliateId to check lives. */
  owner?: { in: 'params' | 'body'; key: string };
  /** For affiliate paths: an admin token is accepted as well. */
  adminMayCall?: boolean;
  /** The body is multipart/form-data (text fields + a `resume` file). */
  multipart?: boolean;
  /** For bulk deletes: the body key holding the list of ids. */
  bodyKey?: string;
  /**
   * For staff paths acting on the list named by `:list` (or by `listIn`): the lists (and, when the
   * body has an `action`, the actions) a recruiter may use; an admin may use every one (403 otherwise).
   */
  recruiterScope?: { lists: readonly AdminBulkList[]; actions?: readonly BulkAction[]; listIn?: { in: 'params' | 'body'; key: string } };
  /** A public path whose answer carries a credential (a sign-in's token): kept by no browser and no CDN, as a signed-in one. */
  private?: boolean;
  /** One line for humans (and the OpenAPI document). */
  summary: string;
}

/** The role claims an endpoint lets in (none: anyone, a public path). */
export function rolesOf(endpoint: Pick<Endpoint, 'access' | 'adminMayCall'>): readonly Role[] {
  switch (endpoint.access) {
    case 'public':
      return [];
    case 'signedIn':
      return [ROLES.admin, ROLES.recruiter, ROLES.affiliate];
    case 'staff':
      return [ROLES.admin, ROLES.recruiter];
    case 'admin':
      return [ROLES.admin];
    case 'affiliate':
      return endpoint.adminMayCall ? [ROLES.affiliate, ROLES.admin] : [ROLES.affiliate];
  }
}

/** Whether a caller with `role` passes the endpoint's role check (ownership and recruiterScope aside). */
export const roleMayCall = (endpoint: Pick<Endpoint, 'access' | 'adminMayCall'>, role: Role | undefined) =>
  endpoint.access === 'public' || (role !== undefined && rolesOf(endpoint).includes(role));

/** Whether a recruiter may use `list` (and `action`) on a path with a recruiterScope; always true for other roles or paths. */
export function scopeAllows(endpoint: Pick<Endpoint, 'recruiterScope'>, role: Role | undefined, list: string, action?: unknown): boolean {
  const scope = endpoint.recruiterScope;
  if (!scope || role !== ROLES.recruiter) return true;
  if (!(scope.lists as readonly string[]).includes(list)) return false;
  return action === undefined || !scope.actions || (scope.actions as readonly unknown[]).includes(action);
}

/**
 * The summary of an admin list that pages on the server (its parameters:
 * domain/src/admin/paging.ts and the list's definition, PAGED_LISTS): what it answers without
 * `limit`, capped, and given `limit`.
 */
const pagedList = (unpaged: string, filters = '') =>
  `${unpaged}, newest first: at most ${ADMIN_UNPAGED_MAX} (${TOTAL_COUNT_HEADER} says how many match when more do). ` +
  `Given limit, one page {rows, total, nextCursor}: cursor, sort, q (word prefix), from, to${filters}.`;

/**
 * The summary of a public job list that pages on the server (its parameters:
 * publicJobsQuerySchema): what it answers without `limit`, capped, and given `limit`.
 */
const publicJobList = (jobs: string) =>
  `${jobs}, newest first (CDN-cached): at most ${PUBLIC_JOBS_UNPAGED_MAX} (${TOTAL_COUNT_HEADER} says how many match when more do). ` +
  'Given limit, one page {rows, total, nextCursor}: cursor, q (word prefix of the title), location (whole, case and accents aside). ' +
  'Given page and sort (default, newest), its jobs of that numbered page of the merged list, read directly (without sort: its own page N).';

/** What a recruiter may do on the bulk and export paths: the applications and job posts, without deleting. */
const recruiterLists = { lists: ['applications', 'jobPosts'], actions: ['moveStage', 'open', 'close'] } as const;

const affiliateParam = { in: 'params', key: 'affiliateId' } as const;
const affiliateBody = { in: 'body', key: 'affiliateId' } as const;

export const ENDPOINTS = {
  health: { method: 'GET', path: '/health', access: 'public', summary: 'Liveness of the API.' },
  openapi: { method: 'GET', path: '/openapi.json', access: 'public', summary: 'This API as an OpenAPI 3.1 document.' },

  // Public site (public-site.md section 7)
  jobsList: {
    method: 'GET',
    path: '/cards/cards',
    access: 'public',
    summary: publicJobList('Fixed jobs, the fields of their cards (the details call has every field)'),
  },
  jobDetails: { method: 'GET', path: '/cards/cards/:id', access: 'public', summary: 'One fixed job.' },
  jobOpenings: {
    method: 'GET',
    path: '/cards/openings',
    access: 'public',
    summary:
      'The public job list as the openings page shows it: fixed jobs then affiliate jobs, each newest first, marked by kind ' +
      `(CDN-cached): one page {rows, total, nextCursor} of limit (default ${JOBS_PAGE_SIZE}) rows, cursor, q and location as above; ` +
      'or page N directly (page, sort default or newest), reading its rows and the counts that find its start, not the pages before it.',
  },
  jobLocations: {
    method: 'GET',
    path: '/cards/locations',
    access: 'public',
    summary: 'Location suggestions for ?query=: the locations of fixed and affiliate jobs starting with it (one document read).',
  },
  affiliateJobsPublic: {
    method: 'GET',
    path: '/affiliatejob',
    access: 'public',
    summary: publicJobList('Affiliate jobs (affiliateId: an opaque alias of the affiliate, never its uid)'),
  },
  affiliateJobDetails: {
    method: 'GET',
    path: '/affiliatejob/job/:id',
    access: 'public',
    summary: 'One affiliate job (affiliateId: the alias, as in the list).',
  },
  resumeSubmit: { method: 'POST', path: '/resumes/submit', access: 'public', multipart: true, summary: 'Post a resume.' },
  jobApply: {
    method: 'POST',
    path: '/job-applications/apply',
    access: 'public',
    multipart: true,
    summary:
      "Apply to a job with a resume; a non-empty affiliateId names an affiliate job by its _id, filed under the job's own affiliate.",
  },
  contactSubmit: { method: 'POST', path: '/contact/contact', access: 'public', summary: 'Send a contact message.' },
  collegeSubmit: { method: 'POST', path: '/college/submit-college-form', access: 'public', summary: 'College enrollment form.' },
  companySubmit: { method: 'POST', path: '/company/submit-company-form', access: 'public', summary: 'Company enrollment form.' },

  // Affiliate program
  affiliateRegister: { method: 'POST', path: '/affiliate', access: 'public', summary: 'Register as an affiliate.' },
  affiliateLogin: {
    method: 'POST',
    path: '/affiliate/login',
    access: 'public',
    private: true,
    summary: 'Affiliate sign-in: {token, affiliate: {id}}.',
  },
  affiliateForgotPassword: {
    method: 'POST',
    path: '/affiliate/forgot-password',
    access: 'public',
    summary: 'Mail an affiliate a reset code.',
  },
  affiliateResetPassword: {
    method: 'POST',
    path: '/affiliate/reset-password',
    access: 'public',
    summary: 'Reset an affiliate password with a code.',
  },
  affiliateJobCount: {
    method: 'GET',
    path: '/affiliatejob/count/:affiliateId',
    aliases: ['/affiliateJob/count/:affiliateId'],
    access: 'affiliate',
    owner: affiliateParam,
    adminMayCall: true,
    summary: "Count of the affiliate's jobs.",
  },
  affiliateReferredCount: {
    method: 'GET',
    path: '/referredcount/:affiliateId',
    access: 'affiliate',
    owner: affiliateParam,
    adminMayCall: true,
    summary: "Count of the affiliate's referrals.",
  },
  affiliateJobsOwn: {
    method: 'GET',
    path: '/affiliateJob/:affiliateId',
    aliases: ['/affiliatejob/:affiliateId'],
    access: 'affiliate',
    owner: affiliateParam,
    adminMayCall: true,
    summary: "The affiliate's jobs with referredCount and referrals.",
  },
  affiliateJobCreate: {
    method: 'POST',
    path: '/affiliateJob',
    access: 'affiliate',
    owner: affiliateBody,
    summary: 'Post an affiliate job.',
  },
  affiliateJobUpdate: {
    method: 'PUT',
    path: '/affiliateJob/:affiliateId/jobs/:id',
    access: 'affiliate',
    owner: affiliateParam,
    summary: 'Edit one of your own jobs (403 for a job of another affiliate): the job goes back to review, off the public lists.',
  },
  affiliateJobStatus: {
    method: 'PUT',
    path: '/affiliateJob/:affiliateId/jobs/:id/status',
    access: 'affiliate',
    owner: affiliateParam,
    adminMayCall: true,
    summary: "Open or close one of the affiliate's jobs {status, closingDate?}, by the affiliate or an admin.",
  },
  affiliateProfile: {
    method: 'GET',
    path: '/affiliate/profile/:affiliateId',
    access: 'affiliate',
    owner: affiliateParam,
    adminMayCall: true,
    summary: "The affiliate's profile: {affiliate}.",
  },
  affiliateChangePassword: {
    method: 'POST',
    path: '/affiliate/change-password',
    access: 'affiliate',
    owner: affiliateBody,
    summary: 'Change the affiliate password (old one verified).',
  },

  // Admin authentication
  adminLogin: { method: 'POST', path: '/login', access: 'public', private: true, summary: 'Admin sign-in: {token}.' },
  adminForgotPassword: { method: 'POST', path: '/forgot-password', access: 'public', summary: 'Mail an admin a reset code.' },
  adminResetPassword: { method: 'POST', path: '/reset-password', access: 'public', summary: 'Reset an admin password with a code.' },
  adminResetForm: {
    method: 'POST',
    path: '/admin/reset-password',
    access: 'public',
    summary: 'Reset form page: {email, token, newPassword}.',
  },

  // Admin data: counts (dashboard)
  collegeCount: { method: 'GET', path: '/college/count', access: 'admin', summary: 'Count of colleges.' },
  companyCount: { method: 'GET', path: '/company/count', access: 'admin', summary: 'Count of companies.' },
  jobCount: { method: 'GET', path: '/cards/count', access: 'staff', summary: 'Count of job posts.' },
  contactCount: { method: 'GET', path: '/contact/count', access: 'admin', summary: 'Count of contacts.' },
  resumeCount: { method: 'GET', path: '/resumes/count', access: 'admin', summary: 'Count of posted resumes.' },
  applicationCount: {
    method: 'GET',
    path: '/job-applications/count',
    aliases: ['/job-Applications/count'],
    access: 'staff',
    summary: 'Count of job applications.',
  },
  affiliateCount: { method: 'GET', path: '/affiliate/count', access: 'admin', summary: 'Count of affiliates.' },

  // Admin data: notifications
  notificationList: {
    method: 'GET',
    path: '/notifications',
    access: 'admin',
    summary: pagedList(
      `Notifications (searchTerm: a substring of the message, over the newest ${ADMIN_UNPAGED_MAX} of filterType and filterStatus)`,
      ', type, status (read or unread)',
    ),
  },
  notificationSummary: {
    method: 'GET',
    path: '/notifications/summary',
    access: 'admin',
    summary: 'The bell: unread count and the latest few, and the total (the list refetches when this changes).',
  },
  notificationDelete: {
    method: 'DELETE',
    path: '/notifications/delete',
    access: 'admin',
    bodyKey: 'ids',
    summary: 'Delete notifications.',
  },
  notificationMarkRead: { method: 'PUT', path: '/notifications/mark-as-read', access: 'admin', summary: 'Mark notifications read.' },
  notificationMarkAllRead: {
    method: 'PUT',
    path: '/notifications/read-all',
    access: 'admin',
    summary: 'Mark every unread notification read: {message, updated}.',
  },

  // Admin data: students (posted resumes)
  resumeList: { method: 'GET', path: '/resumes/getResumes', access: 'admin', summary: pagedList('Posted resumes as lean rows') },
  resumeDelete: {
    method: 'POST',
    path: '/students/delete',
    access: 'admin',
    bodyKey: 'ids',
    summary: 'Delete posted resumes and their files.',
  },
  resumeView: { method: 'GET', path: '/students/viewResume/:id', access: 'admin', summary: 'A posted resume, inline.' },
  resumeDownload: { method: 'GET', path: '/students/downloadResume/:id', access: 'admin', summary: 'A posted resume, as an attachment.' },

  // Admin data: colleges, companies, contacts
  collegeList: { method: 'GET', path: '/college/college-forms', access: 'admin', summary: pagedList('Colleges as lean rows') },
  collegeDelete: { method: 'DELETE', path: '/college/delete', access: 'admin', bodyKey: 'ids', summary: 'Delete colleges.' },
  companyList: { method: 'GET', path: '/company/company-forms', access: 'admin', summary: pagedList('Companies as lean rows') },
  companyDelete: { method: 'DELETE', path: '/company/delete', access: 'admin', bodyKey: 'ids', summary: 'Delete companies.' },
  contactList: { method: 'GET', path: '/contact/contacts', access: 'admin', summary: pagedList('Contacts as lean rows') },
  contactDelete: { method: 'DELETE', path: '/contact/contacts', access: 'admin', bodyKey: 'ids', summary: 'Delete contacts.' },

  // Admin data: job posts and applications
  jobAdminList: {
    method: 'GET',
    path: '/cards/admin',
    access: 'staff',
    summary: pagedList('Job posts with studentsApplied (null for a job not counted yet), never cached'),
  },
  jobCreate: { method: 'POST', path: '/cards/cards', access: 'staff', summary: 'Post a job (the server makes its jobId).' },
  jobUpdate: { method: 'PUT', path: '/cards/cards/:jobId', access: 'staff', summary: 'Edit a job (its closingDate too; not its status).' },
  jobStatus: {
    method: 'PUT',
    path: '/cards/cards/:jobId/status',
    access: 'staff',
    summary:
      "A job's status {status: draft|open|closed, closingDate?: YYYY-MM-DD|null}: only open jobs are public; a closed job's page stays.",
  },
  jobDuplicate: {
    method: 'POST',
    path: '/cards/cards/:jobId/duplicate',
    access: 'staff',
    summary: 'Copy a job as a new draft (a new jobId; not public until opened).',
  },
  jobDelete: {
    method: 'DELETE',
    path: '/cards/cards',
    access: 'admin',
    bodyKey: 'jobId',
    summary: 'Delete jobs (their applications stay readable).',
  },
  applicationCountForJob: {
    method: 'GET',
    path: '/job-applications/applications/count/:jobId',
    access: 'staff',
    summary: 'Applications to one job.',
  },
  applicationList: {
    method: 'GET',
    path: '/job-applications/applications/:jobId',
    access: 'staff',
    summary: pagedList("One job's applications (the jobId value 'all': every application's) with their stage", ', stage'),
  },
  applicationDelete: {
    method: 'POST',
    path: '/job-applications/delete',
    access: 'admin',
    bodyKey: 'ids',
    summary: 'Delete applications and their files.',
  },
  applicationView: {
    method: 'GET',
    path: '/job-applications/viewResume/:id',
    access: 'staff',
    summary: "An application's resume, inline.",
  },
  applicationDownload: {
    method: 'GET',
    path: '/job-applications/downloadResume/:id',
    access: 'staff',
    summary: "An application's resume, as an attachment.",
  },

  // Bulk actions by query on the paged admin lists (domain/src/admin/bulk.ts)
  adminListBulk: {
    method: 'POST',
    path: '/admin/lists/:list/bulk',
    access: 'staff',
    recruiterScope: recruiterLists,
    summary:
      'Act on every row a list query matches ({action, query, cursor?, stage?, notify?}), a slice per call; answers {processed, nextCursor}.',
  },
  adminListExport: {
    method: 'GET',
    path: '/admin/lists/:list/export',
    access: 'staff',
    recruiterScope: recruiterLists,
    summary: "Every row a list query matches as CSV, streamed; X-Total-Count holds the rows' count.",
  },
  trashList: {
    method: 'GET',
    path: '/admin/trash',
    access: 'admin',
    summary: pagedList('Trash entries (kind, title, deletedAt; a deleted record with its notifications and file)', ', kind'),
  },
  trashRestore: {
    method: 'POST',
    path: '/admin/trash/restore',
    access: 'admin',
    summary:
      'Restore trash entries ({ids}) or what some deletes trashed ({batches}: their trashBatch): records, notifications and files as they were; answers {message, restored, skipped}.',
  },
  trashDelete: {
    method: 'DELETE',
    path: '/admin/trash',
    access: 'admin',
    bodyKey: 'ids',
    summary: 'Delete trash entries for good, with their files.',
  },

  // Personal data of one person (domain/src/privacy.ts): find, export, erase by email (case aside).
  privacyFind: {
    method: 'GET',
    path: '/admin/privacy',
    access: 'admin',
    summary:
      'Everything held about ?email= across applications, posted resumes, contacts, college and company forms, referrals, mails and the trash: {email, records: [{kind, id, summary}]}.',
  },
  privacyExport: {
    method: 'POST',
    path: '/admin/privacy/export',
    access: 'admin',
    summary: "One person's records ({email}) as one ZIP: records.json (every field) and their resume files.",
  },
  privacyErase: {
    method: 'POST',
    path: '/admin/privacy/erase',
    access: 'admin',
    summary:
      'Erase everything held about {email}: records, their files, notifications and histories, trash entries; answers {message, records, files, byKind}.',
  },
  // The audit trail (domain/src/audit.ts): read only; entries are written with the changes they record.
  auditList: {
    method: 'GET',
    path: '/admin/audit',
    access: 'admin',
    summary: pagedList(
      'Audit entries (actor, action, kind, ids, summary, at, idempotencyKey); target=<record id>: that record’s entries, newest first',
      ', action, kind, actor (an email, whole)',
    ),
  },
  auditExportRecord: {
    method: 'POST',
    path: '/admin/audit/exports',
    // Whoever may export a list records the export: a recruiter its own lists' (the body's kind).
    access: 'staff',
    recruiterScope: { lists: recruiterLists.lists, listIn: { in: 'body', key: 'kind' } },
    summary: 'Record an export the browser built ({kind, format, count, ids?, summary?}) in the audit trail; answers 201 {message}.',
  },

  // Recruiting pipeline (domain/src/pipeline.ts): stages, history, notes, mails, the applicant's status link.
  applicationDetail: {
    method: 'GET',
    path: '/job-applications/detail/:id',
    access: 'staff',
    summary: 'One application with its stage and reference (the detail view).',
  },
  applicationStageCounts: {
    method: 'GET',
    path: '/job-applications/stage-counts',
    access: 'staff',
    summary: 'Applications per stage, for ?jobId= (one job, or all): {applied, screening, interview, offer, hired, rejected}.',
  },
  applicationStageMove: {
    method: 'PUT',
    path: '/job-applications/:id/stage',
    access: 'staff',
    summary: 'Move an application to a stage ({stage, note?, notify?}); answers the application. The current stage is a no-op.',
  },
  applicationStageBulkMove: {
    method: 'POST',
    path: '/job-applications/stage',
    access: 'staff',
    summary: 'Move many applications to a stage ({ids, stage, note?, notify?}); answers {message, moved}.',
  },
  applicationEvents: {
    method: 'GET',
    path: '/job-applications/:id/events',
    access: 'staff',
    summary: "An application's history, oldest first: stage moves, notes and mails.",
  },
  applicationNoteAdd: {
    method: 'POST',
    path: '/job-applications/:id/notes',
    access: 'staff',
    summary: 'Add a note to an application ({text}); answers the event.',
  },
  applicationMailPreview: {
    method: 'GET',
    path: '/job-applications/:id/mail-preview',
    access: 'staff',
    summary: 'The mail a move to ?stage= would send to the applicant: {subject, text}.',
  },
  applicationPipelineStats: {
    method: 'GET',
    path: '/job-applications/pipeline-stats',
    access: 'staff',
    summary: 'The dashboard: applications per stage of the last 30 days, per week for 12 weeks, and the median days from applied to hired.',
  },
  applicationStatus: {
    method: 'GET',
    path: '/application-status/:token',
    access: 'public',
    summary:
      "The applicant's status by private token: {reference, jobTitle, stage, updatedAt, interview} (the next interview, or null); never cached.",
  },
  applicationStatusInterviewResponse: {
    method: 'POST',
    path: '/application-status/:token/interview',
    access: 'public',
    summary: "The applicant's answer to the next interview ({response: accept | decline | reschedule, note?}); the staff are notified.",
  },

  // Interviews (the Interview stage): scheduling, invites, scorecards.
  interviewSchedule: {
    method: 'POST',
    path: '/job-applications/:id/interviews',
    access: 'staff',
    summary:
      'Schedule an interview ({startsAt, durationMinutes, mode, location?, link?, interviewerIds, message?, notify?}); 201 the interview. ' +
      'Moves an earlier application to interview; 409 when an interviewer is booked then.',
  },
  applicationInterviews: {
    method: 'GET',
    path: '/job-applications/:id/interviews',
    access: 'staff',
    summary: "An application's interviews, soonest first, with their scorecards.",
  },
  interviewList: {
    method: 'GET',
    path: '/interviews',
    access: 'staff',
    summary:
      `Interviews, soonest first, filtered by from, to, interviewerId, status: at most ${ADMIN_UNPAGED_MAX} (${TOTAL_COUNT_HEADER} says how many match when more do). ` +
      'Given limit, one page {rows, total, nextCursor}: cursor.',
  },
  interviewerOptions: {
    method: 'GET',
    path: '/interviews/interviewers',
    access: 'staff',
    summary: 'The staff accounts one may invite as interviewers: [{_id, name}].',
  },
  interviewUpdate: {
    method: 'PUT',
    path: '/interviews/:id',
    access: 'staff',
    summary: 'Reschedule or edit an interview (the body of a schedule); its sequence goes up by one.',
  },
  interviewCancel: {
    method: 'POST',
    path: '/interviews/:id/cancel',
    access: 'staff',
    summary: 'Cancel an interview ({reason, notify?}); the invited get a cancellation.',
  },
  interviewFeedback: {
    method: 'PUT',
    path: '/interviews/:id/feedback',
    access: 'staff',
    summary:
      "Write the caller's scorecard ({rating 1-5, recommendation, notes}); only the interview's interviewers or an admin (403), while the application is at interview.",
  },

  // Admin data: affiliates, their jobs and referrals
  affiliateList: { method: 'GET', path: '/affiliate', access: 'admin', summary: pagedList('Affiliates with jobsPosted: {affiliates}') },
  affiliateDelete: {
    method: 'DELETE',
    path: '/affiliate/delete',
    access: 'admin',
    bodyKey: 'affiliateIds',
    summary: 'Delete affiliates (account, profile, jobs, referrals).',
  },
  referredCountForJob: {
    method: 'GET',
    path: '/referredstudentscount/:jobId',
    access: 'admin',
    summary: 'Referrals to one affiliate job: {referredCount}.',
  },
  referredStudents: {
    method: 'GET',
    path: '/referredstudents/:affiliateJobId',
    access: 'admin',
    summary: 'Referrals to one affiliate job.',
  },
  referStudent: { method: 'POST', path: '/referstudent', access: 'admin', summary: "Refer a student to an affiliate's job." },
  referralStatusUpdate: { method: 'PUT', path: '/referredstudent/:id', access: 'admin', summary: "Update a referral's status." },
  referralUpdate: {
    method: 'PUT',
    path: '/admin/referrals/:id',
    access: 'admin',
    summary: "Edit one referral's student name and email ({studentName, email}); answers the referral.",
  },
  referralDeleteOne: { method: 'DELETE', path: '/admin/referrals/:id', access: 'admin', summary: 'Delete one referral.' },

  // Admin data: one affiliate job, and the review of affiliate jobs
  affiliateJobReviewList: {
    method: 'GET',
    path: '/admin/affiliate-jobs',
    access: 'admin',
    summary: pagedList(
      "Affiliate jobs with their affiliate's name and email and their review (review, reviewReason, reviewedAt)",
      ', status (pending, approved or rejected; also without limit)',
    ),
  },
  affiliateJobPendingCount: {
    method: 'GET',
    path: '/admin/affiliate-jobs/pending/count',
    access: 'admin',
    summary: 'Count of affiliate jobs pending review: {count}.',
  },
  affiliateJobReview: {
    method: 'PUT',
    path: '/admin/affiliate-jobs/:id/review',
    access: 'admin',
    summary:
      'Approve or reject an affiliate job ({decision, reason?, from?}, a reason required to reject); the affiliate is mailed either way, ' +
      'the same decision again changes nothing; with from (the review decided on), 409 when the job was reviewed meanwhile. Answers the job.',
  },
  affiliateJobAdminUpdate: {
    method: 'PUT',
    path: '/admin/affiliate-jobs/:id',
    access: 'admin',
    summary: "Edit one affiliate job's fields (its review stays); answers the job.",
  },
  affiliateJobDelete: {
    method: 'DELETE',
    path: '/admin/affiliate-jobs',
    access: 'admin',
    bodyKey: 'ids',
    summary: 'Delete affiliate jobs and their referrals (their affiliates and other jobs stay).',
  },
  affiliateJobAdminDelete: {
    method: 'DELETE',
    path: '/admin/affiliate-jobs/:id',
    access: 'admin',
    summary: "Delete one affiliate job and its referrals (the affiliate's other jobs and referrals stay).",
  },

  // Affiliate commissions (domain/src/commissions, docs/commissions.md)
  affiliateReferralLink: {
    method: 'GET',
    path: '/affiliate/referral-link',
    access: 'affiliate',
    summary: "The caller's own referral code and link {code, url}: applications made through it within 30 days are its referrals.",
  },
  affiliateReferralsOwn: {
    method: 'GET',
    path: '/affiliate/referrals',
    access: 'affiliate',
    summary: "The caller's own referrals across jobs (its link's and the admins'), newest first, each with its stage.",
  },
  affiliateCommissionsOwn: {
    method: 'GET',
    path: '/affiliate/commissions',
    access: 'affiliate',
    summary: "The caller's own commissions, newest first, with totals per state: {rows, totals}; money in paise.",
  },
  affiliateCommissionRateOf: {
    method: 'GET',
    path: '/admin/affiliates/:id/commission',
    access: 'admin',
    summary: "One affiliate's commission rate {affiliateId, rate} in percent (10 until an admin sets one).",
  },
  affiliateCommissionRate: {
    method: 'PUT',
    path: '/admin/affiliates/:id/commission',
    access: 'admin',
    summary: "Set one affiliate's commission rate {rate} in percent, 0 to 20 with at most 2 decimals; answers {affiliateId, rate}.",
  },
  jobPlacementFee: {
    method: 'PUT',
    path: '/admin/job-fees/:kind/:jobId',
    access: 'admin',
    summary:
      "Set a job's placement fee {placementFee} in rupees (stored in paise); kind jobPosts (by jobId) or affiliateJobs (by _id). Answers {kind, jobId, placementFee} in paise.",
  },
  jobPlacementFeeRead: {
    method: 'GET',
    path: '/admin/job-fees/:kind/:jobId',
    access: 'admin',
    summary:
      "A job's placement fee: {kind, jobId, placementFee} in paise, null when none is set; kind jobPosts (by jobId) or affiliateJobs.",
  },
  commissionList: {
    method: 'GET',
    path: '/admin/commissions',
    access: 'admin',
    summary:
      `Commissions, newest first, with totals per state: {rows, total, nextCursor, totals}, at most ${ADMIN_UNPAGED_MAX} rows without limit; ` +
      'given limit, one page: cursor, sort, q (word prefix), from, to, state, affiliateId; money in paise.',
  },
  commissionUpdate: {
    method: 'PUT',
    path: '/admin/commissions/:id',
    access: 'admin',
    summary:
      'Move one commission {state, placementFee?, payoutRef?, paidOn?, reason?}: pending to approved or void, approved to paid or void; others 409.',
  },

  // Staff accounts and roles (domain/src/accounts.ts)
  accountList: {
    method: 'GET',
    path: '/admin/accounts',
    access: 'admin',
    summary: 'Staff accounts (admins and recruiters): {accounts: [{_id, email, role, disabled, createdAt, lastSignInAt}]}.',
  },
  accountInvite: {
    method: 'POST',
    path: '/admin/accounts',
    access: 'admin',
    summary: 'Invite a staff account ({email, role}): mails a 6-digit code that POST /api/reset-password takes to set its password.',
  },
  accountUpdate: {
    method: 'PUT',
    path: '/admin/accounts/:uid',
    access: 'admin',
    summary: "Change a staff account's role or disable it ({role?, disabled?}); its sessions end. 409 for the last active admin.",
  },
  accountDelete: {
    method: 'DELETE',
    path: '/admin/accounts',
    access: 'admin',
    bodyKey: 'ids',
    summary: 'Remove staff accounts ({ids}); 409 when it would remove the last active admin.',
  },
  ownPasswordChange: {
    method: 'POST',
    path: '/account/password',
    access: 'signedIn',
    summary: "Change the caller's own password ({currentPassword, newPassword}); every session of the account ends.",
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;

export const API_PREFIX = '/api';

/** Names of the `:param` segments of a path. */
export const pathParams = (path: string): string[] => [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);

/**
 * The URL paths an endpoint path answers, as Express matches them (any one segment for each
 * `:param`, case-insensitive, an optional trailing slash): `apiPathPattern('/cards/cards/:id')`
 * matches '/api/cards/cards/JOB1001'.
 */
export const apiPathPattern = (path: string): RegExp =>
  new RegExp(`^${API_PREFIX}${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`, 'i');

/**
 * The full URL path of an endpoint with its params filled in (encoded), plus an optional query:
 * `apiPath(ENDPOINTS.jobDetails, { id: 'JOB1001' })` -> '/api/cards/cards/JOB1001'.
 */
export function apiPath(
  endpoint: Pick<Endpoint, 'path'>,
  params: Record<string, string> = {},
  query?: Record<string, string | undefined>,
): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`apiPath: missing :${name} for ${endpoint.path}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(
    Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
  const qs = search.toString();
  return `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
}
