/**
 * Every user-visible message of both spec files, grouped by feature. Texts quoted by the spec are
 * reproduced to the letter; the rest (marked "chosen") fill gaps the spec leaves open.
 * Each literal is written once: feature groups reference shared texts instead of retyping them.
 */
import { LOCATION_SUGGEST_MIN_CHARS, MAX_RESUME_BYTES, PASSWORD_MIN_LENGTH } from './constants';
import { NOTE_MAX_LENGTH, PIPELINE_STAGES, STAGE_MAIL_THROTTLE_MS, STAGE_MOVE_MAX_IDS } from './pipeline';

/** Texts used by several features. */
export const COMMON_MESSAGES = {
  notFound: 'Page Not Found',
  loading: 'Loading...',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  invalidEmailAddress: 'Invalid email address',
  invalidEmailFormat: 'Invalid email format',
  mobileInvalid: 'Mobile Number must be valid',
  phoneInvalid: 'Phone Number must be valid',
  companyNameRequired: 'Company Name is required',
  jobTitleRequired: 'Job Title is required',
  locationRequired: 'Location is required',
  affiliateIdRequired: 'Affiliate ID is required.',
  /** chosen */ jobIdRequired: 'Job ID is required',
  /** chosen: an optional text field given something other than text */
  textInvalid: 'Must be text',
  /** chosen: a JSON text with a lone UTF-16 surrogate (no character at all) */
  textIllFormed: 'Must be text without broken characters',
  /** chosen: a single-line field holding a line break or another control character */
  singleLine: 'Must be one line of text, without control characters',
  /** chosen: a free-text field over its maximum length */
  tooLong: (max: number) => `Must be at most ${max} characters`,
  streetRequired: 'Street is required',
  stateRequired: 'State is required',
  cityRequired: 'City is required',
  /** chosen */ pincodeRequired: 'Pincode is required',
  pincodeInvalid: 'Pincode must be a 6-digit number',
  partnershipRequired: 'At least one Partnership Interest must be selected',
  /** chosen */ partnershipInvalid: 'Please select a valid Partnership Interest',
  passwordsDoNotMatch: 'Passwords do not match.',
  /** Affiliate sign-in reset and the admin reset form page. */
  passwordResetCanLogIn: 'Password reset successfully. You can now log in.',
  /** chosen */ otpRequired: 'Reset code is required',
  /** chosen */ otpInvalid: 'Reset code must be a 6-digit number',
  resultSuccessTitle: 'Thank you!',
  resultErrorTitle: 'Error!',
  successTitle: 'Success',
  errorTitle: 'Error',
  resendCodeIn: (seconds: number) => `Resend Code in ${seconds}s`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

/** Password rules shared by registration, change password and every reset. */
export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  minLength: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
} as const;

/** Post-resume form (/jobs/post-resume); the application modal shares most of these. */
export const RESUME_MESSAGES = {
  nameRequired: COMMON_MESSAGES.nameRequired,
  nameLettersOnly: 'Name should only contain letters and spaces',
  emailRequired: COMMON_MESSAGES.emailRequired,
  emailInvalid: 'Invalid email',
  emailDomain: 'Email must be valid',
  phoneRequired: 'Phone number is required',
  phoneInvalid: COMMON_MESSAGES.phoneInvalid,
  fileMissing: 'No file selected',
  fileType: 'Please upload a valid resume in .pdf or .doc/.docx format',
  /** chosen */ fileTooLarge: `Resume must be ${MAX_RESUME_BYTES / (1024 * 1024)} MB or smaller`,
  /** chosen: the extension says one type, the bytes another */
  fileContentMismatch: 'The file content does not match its extension',
  uploadSuccess: 'Resume uploaded successfully!',
  uploadError: 'Error uploading resume',
} as const;

/** Apply Now modal. */
export const APPLICATION_MESSAGES = {
  ...RESUME_MESSAGES,
  emailDomain: 'Email must be a valid Gmail address',
  jobIdRequired: COMMON_MESSAGES.jobIdRequired,
  loadingJob: 'Loading job details...',
  jobLoadFailed: 'Failed to load job details.',
} as const;

/** chosen: what an applicant sees of the recruiting pipeline: the apply modal's confirmation and the status page. */
export const APPLICANT_MESSAGES = {
  yourReference: 'Your reference is',
  statusLinkMailed: 'We have sent you a mail with your reference and a private link where you can follow your application.',
  close: 'Close',
  statusPageTitle: 'Application status',
  statusHeading: 'Your application',
  statusIntro: 'Where your application stands. Keep this link private: anyone who has it can see this page.',
  referenceLabel: 'Reference',
  jobLabel: 'Job',
  stageLabel: 'Status',
  updatedLabel: 'Last updated',
  statusLoadFailed: 'We could not load your application status. Please try again later.',
  retry: 'Try again',
  browseJobs: 'Browse current openings',
} as const;

/** Current openings (/jobs/current-opening). */
export const JOB_LIST_MESSAGES = {
  backendError: 'There was an issue connecting to the backend. Please try again later.',
  /** chosen */ noResults: 'No jobs match your search.',
  /** chosen: one of the list's two sources failed, the other's jobs are shown */
  fixedJobsUnavailable: 'Some openings could not be loaded right now. Showing partner jobs only; please try again later.',
  /** chosen: the other source failed */ partnerJobsUnavailable:
    'Partner jobs could not be loaded right now. Showing our other openings only; please try again later.',
} as const;

/** Contact form (/contact). */
export const CONTACT_MESSAGES = {
  userTypeRequired: 'User Type is required',
  /** chosen */ userTypeInvalid: 'Please select a valid User Type',
  nameRequired: COMMON_MESSAGES.nameRequired,
  emailRequired: COMMON_MESSAGES.emailRequired,
  emailInvalid: COMMON_MESSAGES.invalidEmailAddress,
  emailFormat: COMMON_MESSAGES.invalidEmailFormat,
  messageRequired: 'Message is required',
  sentTitle: 'Message sent.',
  errorTitle: 'An error occurred.',
  sendFailed: 'Unable to send message',
  /** chosen: the server's success message shown under 'Message sent.' */
  received: 'Thank you for contacting us. We will get back to you soon.',
} as const;

/** Shared address block of the college and company forms. */
export const LOCATION_MESSAGES = {
  streetRequired: COMMON_MESSAGES.streetRequired,
  stateRequired: COMMON_MESSAGES.stateRequired,
  cityRequired: COMMON_MESSAGES.cityRequired,
  pincodeRequired: COMMON_MESSAGES.pincodeRequired,
  pincodeInvalid: COMMON_MESSAGES.pincodeInvalid,
} as const;

/** College enrollment form (/college-form). */
export const COLLEGE_MESSAGES = {
  ...LOCATION_MESSAGES,
  polytechnicRequired: 'At least one Polytechnic/ITI/Diploma course must be selected',
  ugRequired: 'At least one UG course must be selected',
  pgRequired: 'At least one PG course must be selected',
  /** chosen */ courseInvalid: 'Please select a valid course',
  allNoCourses: 'You cannot select "No Courses Offered" for all courses.',
  /** chosen */ collegeNameRequired: 'College name is required',
  collegeNameLettersOnly: 'College name can only contain alphabets',
  studentsStrengthRequired: 'Students Strength is required',
  /** chosen */ studentsStrengthInvalid: 'Students Strength must be a whole number',
  collegeEmailRequired: 'College Email is required',
  emailInvalid: COMMON_MESSAGES.invalidEmailAddress,
  emailFormat: COMMON_MESSAGES.invalidEmailFormat,
  /** chosen */ mobileRequired: 'Mobile Number is required',
  mobileInvalid: COMMON_MESSAGES.mobileInvalid,
  startDateRequired: 'Start Date is required',
  endDateRequired: 'End Date is required',
  /** chosen */ dateInvalid: 'Date must be a valid date (YYYY-MM-DD)',
  endBeforeStart: 'End date cannot be before the start date',
  upcomingEventsRequired: 'Upcoming Student Engagements are required',
  partnershipRequired: COMMON_MESSAGES.partnershipRequired,
  partnershipInvalid: COMMON_MESSAGES.partnershipInvalid,
  validationErrorTitle: 'Validation Error',
  /** chosen: body of the 'Validation Error' toast */
  missingStrengths: 'Please enter the Students Strength for every course group you offer.',
  success: 'Your college details have been submitted successfully.',
  failure: 'Unable to submit college details',
  successTitle: COMMON_MESSAGES.resultSuccessTitle,
  errorTitle: COMMON_MESSAGES.resultErrorTitle,
} as const;

/** Company enrollment form (/company-form). */
export const COMPANY_MESSAGES = {
  ...LOCATION_MESSAGES,
  companyNameRequired: COMMON_MESSAGES.companyNameRequired,
  industryRequired: 'Industry Name is required',
  companySizeRequired: 'Company Size is required',
  companySizeInvalid: 'Company size must be a positive integer',
  /** chosen */ contactPersonRequired: 'Contact Person is required',
  contactPersonLettersOnly: 'Person name can only contain alphabets',
  contactEmailRequired: 'Contact Email is required',
  emailInvalid: COMMON_MESSAGES.invalidEmailAddress,
  /** chosen */ contactPhoneRequired: 'Contact Phone is required',
  contactPhoneInvalid: COMMON_MESSAGES.mobileInvalid,
  partnershipRequired: COMMON_MESSAGES.partnershipRequired,
  partnershipInvalid: COMMON_MESSAGES.partnershipInvalid,
  success: 'Your company details have been submitted successfully.',
  failure: 'Unable to submit company details.',
  successTitle: COMMON_MESSAGES.resultSuccessTitle,
  errorTitle: COMMON_MESSAGES.resultErrorTitle,
} as const;

/** Affiliate registration, sign-in, reset, dashboard, job posting, referrals and profile. */
export const AFFILIATE_MESSAGES = {
  fullNameRequired: 'Full Name is required',
  emailRequired: 'Email Address is required',
  emailInvalid: COMMON_MESSAGES.invalidEmailAddress,
  passwordRequired: PASSWORD_MESSAGES.required,
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsMustMatch: 'Passwords must match',
  phoneRequired: 'Phone Number is required',
  phoneInvalid: COMMON_MESSAGES.phoneInvalid,
  companyNameRequired: COMMON_MESSAGES.companyNameRequired,
  companyEmailRequired: 'Company Email Address is required',
  designationRequired: 'Designation is required',
  registeredTitle: 'Application Submitted',
  registeredDefault: 'Thank you for applying!',
  registrationErrorTitle: 'Submission Error',
  registrationErrorDefault: 'An error occurred. Please try again.',
  loginNoToken: 'Login failed. No token or affiliate data received.',
  loginFailed: 'Login failed. Please check your credentials and try again.',
  resetCodeSent: 'Reset code sent successfully. Please check your email.',
  resetCodeFailed: 'Failed to send reset code. Please try again.',
  otpRequired: COMMON_MESSAGES.otpRequired,
  otpInvalid: COMMON_MESSAGES.otpInvalid,
  passwordsDoNotMatch: COMMON_MESSAGES.passwordsDoNotMatch,
  resetFailed: 'Password reset failed. Please check your code and try again.',
  resetSuccess: COMMON_MESSAGES.passwordResetCanLogIn,
  affiliateIdRequired: COMMON_MESSAGES.affiliateIdRequired,
  jobTitleRequired: COMMON_MESSAGES.jobTitleRequired,
  skillsetRequired: 'Skillset is required',
  experienceRequired: 'Experience is required',
  locationRequired: COMMON_MESSAGES.locationRequired,
  domainRequired: 'Domain is required',
  salaryRequired: 'Salary is required',
  jobPosted: 'Job posted successfully!',
  jobPostFailed: 'Failed to post job.',
  successTitle: COMMON_MESSAGES.successTitle,
  errorTitle: COMMON_MESSAGES.errorTitle,
  noJobsPosted: 'No jobs posted',
  noJobPostings: 'No job postings available.',
  noReferrals: 'No referrals available for this job.',
  /** The spec's 'N Referrals', in the singular for one. */
  referralsBadge: (count: number) => `${count} ${count === 1 ? 'Referral' : 'Referrals'}`,
  profileLoadFailed: 'Failed to load profile information.',
  /** chosen */ oldPasswordRequired: 'Old Password is required',
  passwordChanged: 'Password changed successfully!',
  passwordChangeFailed: 'Failed to change password.',
  /** chosen: the red text when the referrals overview cannot load */ referralsLoadFailed: 'Failed to load referrals.',
  /** chosen: a job's candidates per stage, its applications and its referrals not applied yet (counts only) */
  stageCountsTitle: 'Candidates by stage',
  /** chosen */ stageCountsAllJobs: 'Candidates for your jobs, by stage',
  /** chosen: a dashboard count that could not load (with a Retry button) */ countLoadFailed: 'Could not load this count.',
} as const;

const CANNOT_UNDO = "Are you sure? You can't undo this action afterwards.";
const confirmDeleteSelected = (what: string) => `Are you sure you want to delete the selected ${what}? This action cannot be undone.`;

/** Admin login and reset, list screens, job posts, notifications, affiliates and referrals. */
export const ADMIN_MESSAGES = {
  /** chosen */ usernameRequired: 'Username is required',
  passwordRequired: PASSWORD_MESSAGES.required,
  confirmPasswordRequired: AFFILIATE_MESSAGES.confirmPasswordRequired,
  loginFailed: 'Login failed',
  otpSent: 'The OTP has been sent to the registered Gmail ID.',
  otpSendFailed: 'Error sending password reset code.',
  codeResent: 'Password reset code resent to your email.',
  codeResendFailed: 'Error resending password reset code.',
  resetSuccess: 'Password has been reset successfully.',
  resetFailed: 'Error resetting password.',
  passwordsDoNotMatch: COMMON_MESSAGES.passwordsDoNotMatch,
  resetFormSuccess: COMMON_MESSAGES.passwordResetCanLogIn,
  otpRequired: COMMON_MESSAGES.otpRequired,
  otpInvalid: COMMON_MESSAGES.otpInvalid,
  emailRequired: COMMON_MESSAGES.emailRequired,
  emailInvalid: COMMON_MESSAGES.invalidEmailAddress,
  /** chosen */ tokenRequired: 'Reset token is required',
  jobTitleRequired: COMMON_MESSAGES.jobTitleRequired,
  locationRequired: COMMON_MESSAGES.locationRequired,
  jobIdRequired: COMMON_MESSAGES.jobIdRequired,
  affiliateIdRequired: COMMON_MESSAGES.affiliateIdRequired,
  /** chosen */ studentNameRequired: 'Student Name is required',
  /** chosen */ statusRequired: 'Status is required',
  /** chosen */ selectionRequired: 'Select at least one item',
  /** chosen */ idInvalid: 'Each id must be a non-empty string',
  /** chosen */ notificationTypeInvalid: 'Invalid notification type',
  /** chosen */ notificationStatusInvalid: 'Invalid notification status',
  docxNotSupported: 'Viewing .docx files in the browser is not supported.',
  noNotifications: 'No notifications',
  deleteJobPostsTitle: 'Delete Job Post(s)',
  deleteStudentsTitle: 'Delete Selected Students',
  deleteNotificationsTitle: 'Delete Notifications',
  deleteAffiliatesTitle: 'Delete Affiliates',
  /** chosen: the spec does not show it */ deleteContactsTitle: 'Delete Contacts',
  /** chosen: the spec does not show it */ deleteCollegesTitle: 'Delete Colleges',
  /** chosen: the spec does not show it */ deleteCompaniesTitle: 'Delete Companies',
  confirmDeleteStudents: confirmDeleteSelected('students'),
  confirmDeleteColleges: confirmDeleteSelected('colleges'),
  confirmDeleteContacts: confirmDeleteSelected('contacts'),
  confirmDeleteCompanies: CANNOT_UNDO,
  confirmDeleteJobPosts: CANNOT_UNDO,
  /** chosen: the spec does not show these two (its deletes cannot be undone; ours go to the trash) */
  confirmDeleteNotifications: 'Are you sure you want to delete the selected notifications?',
  confirmDeleteAffiliates:
    'Are you sure you want to delete the selected affiliates? Their jobs and referrals go with them, and they cannot sign in unless restored.',
} as const;

/** A count as the admin lists show it (3,412). */
const formatCount = (count: number) => count.toLocaleString('en-US');

/** chosen: the paged admin lists' totals, selection by query, bulk progress and exports. */
export const ADMIN_LIST_MESSAGES = {
  total: (count: number) => `${formatCount(count)} in all`,
  selected: (count: number) => `${formatCount(count)} selected`,
  markReadMatching: (count: number) => `Mark ${formatCount(count)} matching notification(s) as read.`,
  openMatching: (count: number) => `Open ${formatCount(count)} matching job post(s): they become public.`,
  closeMatching: (count: number) =>
    `Close ${formatCount(count)} matching job post(s): they leave the public list and take no applications.`,
  approveMatching: (count: number) => `Approve ${formatCount(count)} matching affiliate job(s): the open ones become public.`,
  moveMatching: (count: number, stage: string) => `Move ${formatCount(count)} matching application(s) to ${stage}.`,
  /** A move by query walks every matching row: how many are now at the stage, moved or already there. */
  movedMatching: (count: number, stage: string) => `${formatCount(count)} matching application(s) now at ${stage}`,
  progress: (done: number, total: number) => `${formatCount(done)} of ${formatCount(total)}`,
  stopped: (done: number, total: number) =>
    `Stopped after ${formatCount(done)} of ${formatCount(total)}. Continue goes on from where it stopped.`,
  exportProgress: (received: number, total: number) => `Exporting ${formatCount(received)} of ${formatCount(total)} rows`,
  exportFailed: 'The export stopped. Try again.',
  pdfTooLarge: (max: number) => `A PDF holds at most ${formatCount(max)} rows: download Excel instead.`,
  dateFrom: 'From',
  dateTo: 'To',
  /** chosen: a From or To day that does not read as DD-MM-YYYY */ dayFormat: 'Enter a date as DD-MM-YYYY',
  /** A list whose search, filters or date range match none of its rows. */
  noMatches: 'Nothing matches this search and these filters. Clear them to see every row.',
  jobPicker: 'Job',
  allJobs: 'All jobs',
  applicationsFor: (jobTitle: string) => `Applications for ${jobTitle}`,
  noJobWithId: (jobId: string) => `No job with id ${jobId}. Choose a job, or All jobs.`,
  /** The cards' sort (below 600 px, where there are no column headers to press). */
  sortBy: 'Sort by',
  sortOption: (header: string, descending: boolean, isDate: boolean) =>
    `${header}: ${isDate ? (descending ? 'newest first' : 'oldest first') : descending ? 'descending' : 'ascending'}`,
} as const;

/** chosen: what each admin list holds and what to do, shown while it has no rows. */
export const ADMIN_EMPTY_TEXTS = {
  notifications: 'No notifications yet: each form sent from the site (student, college, company, contact) adds one here.',
  students: 'No students yet: resumes posted from the Post Resume page appear here.',
  applications: 'No applications yet: applications sent from the job pages appear here.',
  applicationsFor: (jobTitle: string) => `No applications yet for ${jobTitle}. Share the job's page, or choose All jobs.`,
  colleges: 'No colleges yet: colleges that send the college form appear here.',
  companies: 'No companies yet: companies that send the company form appear here.',
  contacts: 'No contacts yet: messages sent from the contact page appear here.',
  jobPosts: 'No job posts yet: press Post a Job to publish the first one.',
  affiliates: 'No affiliates yet: affiliates who register from the affiliate page appear here.',
  affiliateJobs: 'No affiliate jobs yet: jobs that affiliates post or edit wait here for review.',
  trash: 'No deleted records yet: what admins delete stays here for 30 days, to restore.',
  audit: 'No audit entries yet: every change an admin or affiliate makes, and every export, is recorded here.',
  commissions: 'No commissions yet: a hire through an affiliate’s link or job adds one here, pending until approved.',
} as const;

/** chosen: the recruiting pipeline's messages. */
export const PIPELINE_MESSAGES = {
  stageRequired: 'Stage is required',
  stageInvalid: `Stage must be one of: ${PIPELINE_STAGES.join(', ')}`,
  noteRequired: 'Note is required',
  noteTooLong: `Note must be at most ${NOTE_MAX_LENGTH} characters`,
  notifyInvalid: 'Notify must be true or false',
  idsRequired: 'Select at least one application',
  idsTooMany: `Move at most ${STAGE_MOVE_MAX_IDS} applications at once`,
  idInvalid: 'Each id must be an application id',
  jobIdInvalid: 'Job ID must be an id or all',
  applicationNotFound: 'Application not found',
  statusNotFound: 'This status link is not valid. Check the link in your mail.',
  moved: (count: number) => `${count} application(s) moved`,
  /** chosen */ mailHeld: `Mail held back: this stage's mail went out less than ${STAGE_MAIL_THROTTLE_MS / 60_000} minutes ago. It goes out then if the application is still at this stage`,
} as const;

/** chosen: texts of the notifications written when a submission arrives. */
export const NOTIFICATION_MESSAGES = {
  company: (companyName: string) => `New company enrollment from ${companyName}`,
  college: (collegeName: string) => `New college enrollment from ${collegeName}`,
  resume: (name: string) => `New resume posted by ${name}`,
  application: (name: string, jobTitle: string) => `${name} applied for ${jobTitle}`,
  contact: (name: string) => `New contact message from ${name}`,
} as const;

/** chosen: the signed-in areas' session texts. */
export const SESSION_MESSAGES = {
  wrongRole: (role: 'admin' | 'affiliate') =>
    role === 'admin'
      ? 'This account is not an admin account. Sign out and sign in as an admin.'
      : 'This account is not an affiliate account. Sign out and sign in as an affiliate.',
} as const;

/** Messages the API sends in `{ message }` bodies. */
export const API_MESSAGES = {
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'Not found',
  fileTooLarge: 'File too large',
  unsupportedFileType: 'Unsupported file type',
  tooManyRequests: 'Too many requests',
  invalidRequest: 'Invalid request',
  /** chosen */ jobNotFound: 'Job not found',
  /** chosen */ locationQueryRequired: `Type at least ${LOCATION_SUGGEST_MIN_CHARS} character to get location suggestions`,
  internalError: 'Internal server error',
  /** chosen */ unsupportedMediaType: 'Send this request as JSON (application/json)',
  /** chosen */ multipartExpected: 'Send this request as multipart/form-data',
  /** chosen */ payloadTooLarge: 'Request body too large',
  /** chosen */ bodyTooDeep: 'Request body is nested too deeply',
  /** chosen */ originNotAllowed: 'Origin not allowed',
  /** chosen */ idempotencyKeyInvalid: 'Idempotency-Key must be 8 to 128 letters, digits, - or _',
  /** chosen */ idempotencyKeyRunning: 'A request with this key is still running',
  /** chosen */ idempotencyKeyFileAnswer:
    'This key was answered with a file, which is not kept: send a new Idempotency-Key to ask for it again',
  /** chosen */ appCheckFailed: 'App verification failed',
  invalidCredentials: 'Invalid credentials',
  invalidResetCode: 'Invalid or expired reset code',
  resetCodeSent: 'If the account exists, a reset code has been sent.',
  passwordReset: 'Password has been reset',
  incorrectOldPassword: 'Old password is incorrect',
  emailAlreadyRegistered: 'An affiliate with this email is already registered',
  affiliateRegistered: 'Affiliate registered successfully',
  deleted: (count: number) => `${count} item(s) deleted`,
  markedAsRead: (count: number) => `${count} notification(s) marked as read`,
  /** chosen */ affiliateJobNotOwned: 'This job does not belong to the given affiliate',
  /** chosen */ referralNotFound: 'Referral not found',
} as const;
