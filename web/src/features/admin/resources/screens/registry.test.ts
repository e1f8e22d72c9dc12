import { describe, expect, it } from 'vitest';
import { ADMIN_RESOURCES } from './registry';
import type { ResourceConfig } from '../types';

const byList = (list: string) => ADMIN_RESOURCES.find((resource) => resource.list === list)!;
const headers = (columns: readonly { header: string }[] | undefined) => columns?.map((column) => column.header);

/** What each screen shows, searches and exports (spec: affiliate-and-admin.md). */
const SCREENS: { list: string; columns: string[]; search: string[]; xlsx?: string[]; pdf?: string[] }[] = [
  { list: 'notificationList', columns: ['S.No', 'Type', 'Message', 'Date', 'Status'], search: ['message'] },
  {
    list: 'resumeList',
    columns: ['Name', 'Email', 'Phone', 'Date', 'Resume'],
    search: ['name', 'email', 'phone'],
    xlsx: ['Name', 'Email', 'Phone', 'Resume'],
    pdf: ['Name', 'Email', 'Phone', 'Date', 'Resume'],
  },
  {
    list: 'applicationList',
    // Stage (the pipeline's) is a column, not in the spec's exports.
    columns: ['S.No', 'Job Id', 'Job Title', 'Name', 'Email', 'Phone', 'Applied Date', 'Resume', 'Stage'],
    // Beyond the spec's name: what the server-side search covers.
    search: ['jobTitle', 'name', 'email', 'phone', 'reference'],
    xlsx: ['S.No', 'Job Id', 'Job Title', 'Name', 'Email', 'Phone', 'Applied Date', 'Resume'],
  },
  {
    list: 'collegeList',
    columns: [
      'College Name',
      'Location',
      'Polytechnic/ITI/Diploma Courses',
      'UG Courses',
      'PG Courses',
      'Students Strength (Polytechnic)',
      'Students Strength (UG)',
      'Students Strength (PG)',
      'College Email',
      'Mobile Number',
      'Placement Season',
      'Upcoming Events',
      'Partnership Interests',
      'Date',
    ],
    search: ['collegeName', 'collegeEmail', 'mobileNumber', 'upcomingEvents'],
  },
  {
    list: 'companyList',
    columns: [
      'Company Name',
      'Industry',
      'Location',
      'Company Size',
      'Contact Person',
      'Contact Email',
      'Contact Phone',
      'Partnership Interests',
      'Additional Info',
      'Date',
    ],
    search: ['companyName', 'industry', 'contactPerson', 'contactEmail', 'contactPhone'],
  },
  { list: 'contactList', columns: ['User Type', 'Name', 'Email', 'Message', 'Date'], search: ['name', 'email', 'message'] },
  {
    list: 'jobAdminList',
    columns: ['S.No', 'Job ID', 'Job Title', 'Job Location', 'Status', 'Created On', 'Students Applied'],
    search: ['jobId', 'title', 'location'],
    xlsx: [
      'Job ID',
      'Job Title',
      'Job Location',
      'Salary',
      'Experience',
      'Job Description',
      'Job Role',
      'Department',
      'Skillset',
      'Employment Type',
      'Education',
      'English Level',
      'Gender',
      'Created On',
      'Students Applied',
    ],
  },
  {
    list: 'affiliateList',
    // Rate (the commission's, set from the row) is a column, not in the spec's exports.
    columns: ['S.No', 'Full Name', 'Email', 'Phone Number', 'Company Name', 'Company Email', 'Designation', 'Date', 'Jobs Posted', 'Rate'],
    search: ['fullName', 'email', 'companyName'],
    xlsx: ['Full Name', 'Email', 'Phone Number', 'Company Name', 'Company Email', 'Designation', 'Date', 'Jobs Posted'],
  },
  {
    // The payout batch: the affiliate's id too, to reconcile a payment with its payee.
    list: 'commissionList',
    columns: ['Affiliate', 'Candidate', 'Job', 'Fee', 'Rate', 'Amount', 'State', 'Created', 'Paid On', 'Payout Ref'],
    search: ['candidateName', 'jobTitle', 'payoutRef'],
    xlsx: ['Affiliate', 'Candidate', 'Job', 'Fee', 'Rate', 'Amount', 'State', 'Created', 'Paid On', 'Payout Ref', 'Affiliate Id'],
  },
  {
    // The review queue of affiliate jobs.
    list: 'affiliateJobReviewList',
    columns: ['S.No', 'Job ID', 'Job Title', 'Affiliate', 'Affiliate Email', 'Location', 'Posted On', 'Review', 'Reason', 'Reviewed On'],
    search: ['jobId', 'jobTitle', 'location'],
    xlsx: [
      'Job ID',
      'Job Title',
      'Affiliate',
      'Affiliate Email',
      'Location',
      'Skillset',
      'Experience',
      'Domain',
      'Salary',
      'Posted On',
      'Review',
      'Reason',
      'Reviewed On',
    ],
  },
];

/** The columns a file is written with (as exportRows picks them). */
const fileColumns = (config: ResourceConfig, file: 'xlsx' | 'pdf') =>
  (file === 'pdf' ? config.exports.pdfColumns : undefined) ?? config.exports.columns ?? config.columns;

describe.each(SCREENS)('the $list screen', ({ list, columns, search, xlsx = columns, pdf = xlsx }) => {
  const config = byList(list);

  it('shows its columns and searches its fields', () => {
    expect(headers(config.columns)).toEqual(columns);
    expect(config.searchFields).toEqual(search);
  });

  it('writes its columns to each file it exports', () => {
    if (config.exports.xlsx) expect(headers(fileColumns(config, 'xlsx'))).toEqual(xlsx);
    if (config.exports.pdf) expect(headers(fileColumns(config, 'pdf'))).toEqual(pdf);
  });
});
