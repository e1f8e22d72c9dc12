import { ALL_JOB_APPLICATIONS } from '../constants';
import { REVIEW_FIELD, REVIEW_STATES, type ReviewState } from '../jobLifecycle';
import { NOTIFICATION_TYPES, type NotificationStatus } from '../options';
import { PIPELINE_STAGES, STAGE_RANK_FIELD } from '../pipeline';
import { defineAdminResource } from './fields';

/** The fields of each admin list screen (spec: affiliate-and-admin.md), in column order. */

export const NOTIFICATION_FIELDS = defineAdminResource({
  kind: { one: 'notification', many: 'notifications' },
  paging: {
    dateField: 'createdAt',
    sortFields: ['type', 'read'],
    filters: {
      type: NOTIFICATION_TYPES,
      status: { field: 'read', values: { read: true, unread: false } satisfies Record<NotificationStatus, boolean> },
    },
  },
  serialNumbers: 'table',
  fields: {
    type: { label: 'Type' },
    message: { label: 'Message', searchable: true },
    createdAt: { label: 'Date' },
    read: { label: 'Status' },
    // The record a notification is about (its collection and id): where the bell and list lead.
    source: { label: 'Source', column: false, exported: false },
    sourceId: { label: 'Record', column: false, exported: false },
  },
});

/** The file's name and whether there is one come from the stored resume object. */
const resumeFields = {
  resume: { label: 'Resume', computed: true },
  hasResume: { label: 'Has Resume', column: false, exported: false, computed: true },
} as const;

export const STUDENT_FIELDS = defineAdminResource({
  kind: { one: 'student', many: 'students' },
  paging: { dateField: 'createdAt', sortFields: ['name', 'email', 'phone'] },
  fields: {
    name: { label: 'Name', searchable: true },
    email: { label: 'Email', searchable: true },
    phone: { label: 'Phone', searchable: true },
    createdAt: { label: 'Date', exported: 'pdf' },
    ...resumeFields,
  },
});

/**
 * Paged by stage and by the job of the list's path (`all`: every job's). Sorted by stage, its rows
 * follow the pipeline (Applied, Screening, ... Rejected), by the stage's stored rank.
 */
export const APPLICATION_FIELDS = defineAdminResource({
  kind: { one: 'application', many: 'applications' },
  paging: {
    dateField: 'appliedAt',
    sortFields: ['name', 'jobTitle', 'jobId', 'email', 'phone', 'stage'],
    storedFields: { stage: STAGE_RANK_FIELD },
    filters: { stage: PIPELINE_STAGES },
    pathFilter: { param: 'jobId', all: ALL_JOB_APPLICATIONS },
  },
  serialNumbers: 'tableAndExports',
  fields: {
    jobId: { label: 'Job Id' },
    jobTitle: { label: 'Job Title', searchable: true },
    name: { label: 'Name', searchable: true },
    email: { label: 'Email', searchable: true },
    phone: { label: 'Phone', searchable: true },
    appliedAt: { label: 'Applied Date' },
    ...resumeFields,
    /** The pipeline stage key (PIPELINE_STAGES), shown with its admin label; stored without one reads as `applied`. Not in the spec's exports. */
    stage: { label: 'Stage', exported: false, computed: true },
    /** The applicant's reference (APP-XXXXXX). */
    reference: { label: 'Reference', column: false, exported: false, searchable: true },
    /** The start (ISO) of the next scheduled interview not yet ended, or null: the board's Interview cards show it. */
    nextInterviewAt: { label: 'Next interview', column: false, exported: false, computed: true },
  },
});

export const COLLEGE_FIELDS = defineAdminResource({
  kind: { one: 'college', many: 'colleges' },
  paging: {
    dateField: 'createdAt',
    sortFields: ['collegeName', 'studentsStrengthPolytechnic', 'studentsStrengthUG', 'studentsStrengthPG', 'collegeEmail', 'mobileNumber'],
  },
  fields: {
    collegeName: { label: 'College Name', searchable: true },
    location: { label: 'Location' },
    // Not in the spec's college record: on wide screens only.
    polytechnicCourses: { label: 'Polytechnic/ITI/Diploma Courses', column: 'wide' },
    ugCourses: { label: 'UG Courses', column: 'wide' },
    pgCourses: { label: 'PG Courses', column: 'wide' },
    studentsStrengthPolytechnic: { label: 'Students Strength (Polytechnic)', column: 'wide' },
    studentsStrengthUG: { label: 'Students Strength (UG)' },
    studentsStrengthPG: { label: 'Students Strength (PG)' },
    collegeEmail: { label: 'College Email', searchable: true },
    mobileNumber: { label: 'Mobile Number', searchable: true },
    placementSeasonDuration: { label: 'Placement Season' },
    upcomingEvents: { label: 'Upcoming Events', searchable: true },
    partnershipInterests: { label: 'Partnership Interests' },
    createdAt: { label: 'Date' },
  },
});

export const COMPANY_FIELDS = defineAdminResource({
  kind: { one: 'company', many: 'companies' },
  paging: { dateField: 'createdAt', sortFields: ['companyName', 'industry', 'contactPerson', 'contactEmail', 'contactPhone'] },
  fields: {
    companyName: { label: 'Company Name', searchable: true },
    industry: { label: 'Industry', searchable: true },
    location: { label: 'Location' },
    companySize: { label: 'Company Size' },
    contactPerson: { label: 'Contact Person', searchable: true },
    contactEmail: { label: 'Contact Email', searchable: true },
    contactPhone: { label: 'Contact Phone', searchable: true },
    partnershipInterests: { label: 'Partnership Interests' },
    additionalInfo: { label: 'Additional Info' },
    createdAt: { label: 'Date' },
  },
});

export const CONTACT_FIELDS = defineAdminResource({
  kind: { one: 'contact', many: 'contacts' },
  paging: { dateField: 'createdAt', sortFields: ['name', 'userType', 'email'] },
  fields: {
    userType: { label: 'User Type' },
    name: { label: 'Name', searchable: true },
    email: { label: 'Email', searchable: true },
    message: { label: 'Message', searchable: true },
    createdAt: { label: 'Date' },
  },
});

/** The table shows five of a job's fields; Jobs_post.xlsx writes the whole job. The list answers whole jobs (the edit form needs them). */
export const JOB_POST_FIELDS = defineAdminResource({
  kind: { one: 'job post', many: 'job posts' },
  // Students Applied is the count kept on the job document (functions/src/jobs/appliedCounts.ts).
  paging: {
    dateField: 'createdAt',
    sortFields: ['title', 'location', 'jobId', 'studentsApplied'],
    storedFields: { studentsApplied: 'appliedCount' },
  },
  serialNumbers: 'table',
  fields: {
    jobId: { label: 'Job ID', searchable: true },
    title: { label: 'Job Title', searchable: true },
    location: { label: 'Job Location', searchable: true },
    /** draft, open or closed; a job stored before statuses is open. */
    status: { label: 'Status', computed: true, exported: false },
    /** The day the job closes (YYYY-MM-DD), or null. */
    closingDate: { label: 'Closing Date', column: false, exported: false },
    salary: { label: 'Salary', column: false },
    experience: { label: 'Experience', column: false },
    jobDescription: { label: 'Job Description', column: false },
    jobRole: { label: 'Job Role', column: false },
    department: { label: 'Department', column: false },
    roleCategory: { label: 'Skillset', column: false },
    employmentType: { label: 'Employment Type', column: false },
    education: { label: 'Education', column: false },
    englishLevel: { label: 'English Level', column: false },
    gender: { label: 'Gender', column: false },
    createdAt: { label: 'Created On' },
    studentsApplied: { label: 'Students Applied', computed: true },
  },
});

export const AFFILIATE_FIELDS = defineAdminResource({
  kind: { one: 'affiliate', many: 'affiliates' },
  paging: {
    dateField: 'createdAt',
    sortFields: ['fullName', 'companyName', 'designation', 'email', 'phoneNumber', 'companyEmail', 'jobsPosted'],
  },
  serialNumbers: 'table',
  fields: {
    fullName: { label: 'Full Name', searchable: true },
    email: { label: 'Email', searchable: true },
    phoneNumber: { label: 'Phone Number' },
    companyName: { label: 'Company Name', searchable: true },
    companyEmail: { label: 'Company Email' },
    designation: { label: 'Designation' },
    createdAt: { label: 'Date' },
    /**
     * How many jobs the affiliate posted: kept on the profile with each post and delete (so it sorts
     * on the server); a profile stored before it is counted when the list first shows it.
     */
    jobsPosted: { label: 'Jobs Posted', computed: true },
    /** The affiliate's commission rate in percent (docs/commissions.md), set from its row; the spec's files keep their columns. */
    commissionRate: { label: 'Rate', computed: true, exported: false },
  },
});

/**
 * The affiliate jobs review queue: every affiliate job with its affiliate's name and
 * email and its review, filtered by review state (`status`). A job stored before reviews existed
 * has no `review`: the row reads it as approved, and the search tokens backfill writes it so the
 * filter finds it.
 */
export const AFFILIATE_JOB_REVIEW_FIELDS = defineAdminResource({
  kind: { one: 'affiliate job', many: 'affiliate jobs' },
  paging: {
    dateField: 'createdAt',
    filters: {
      status: {
        field: REVIEW_FIELD,
        values: Object.fromEntries(REVIEW_STATES.map((state) => [state, state])) as Record<ReviewState, ReviewState>,
      },
    },
  },
  serialNumbers: 'table',
  fields: {
    jobId: { label: 'Job ID', searchable: true },
    jobTitle: { label: 'Job Title', searchable: true },
    affiliateName: { label: 'Affiliate', computed: true },
    affiliateEmail: { label: 'Affiliate Email', computed: true },
    location: { label: 'Location', searchable: true },
    skillset: { label: 'Skillset', column: false },
    experience: { label: 'Experience', column: false },
    domain: { label: 'Domain', column: false },
    salary: { label: 'Salary', column: false },
    affiliateId: { label: 'Affiliate ID', column: false, exported: false },
    createdAt: { label: 'Posted On' },
    review: { label: 'Review', computed: true },
    reviewReason: { label: 'Reason' },
    reviewedAt: { label: 'Reviewed On' },
  },
});
