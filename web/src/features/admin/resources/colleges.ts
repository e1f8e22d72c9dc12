import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, COLLEGE_FIELDS } from '@careers/domain';
import { PATHS } from '../../../config/paths';
import { formatDateRange, formatDayMonthYear, formatLocation, joinList } from './formatters';
import { screenFields, type AdminRow } from './screenFields';
import { defineResource } from './types';

const fields = screenFields(COLLEGE_FIELDS, {
  collegeName: { width: 200 },
  location: { width: 240, format: formatLocation },
  polytechnicCourses: { width: 200, format: joinList },
  ugCourses: { width: 180, format: joinList },
  pgCourses: { width: 180, format: joinList },
  studentsStrengthPolytechnic: { width: 130 },
  studentsStrengthUG: { width: 120 },
  studentsStrengthPG: { width: 120 },
  collegeEmail: { width: 220 },
  mobileNumber: { width: 130 },
  placementSeasonDuration: { width: 210, format: formatDateRange },
  upcomingEvents: { width: 220 },
  partnershipInterests: { width: 220, format: joinList },
  createdAt: { width: 120, format: formatDayMonthYear },
});

/** Colleges enrolled through the public college form. */
export const collegesResource = defineResource<AdminRow<typeof COLLEGE_FIELDS>>({
  label: 'Colleges',
  title: 'Colleges',
  path: PATHS.admin.college,
  icon: AccountBalanceIcon,
  list: 'collegeList',
  remove: 'collegeDelete',
  bulkList: 'colleges',
  paging: fields.paging,
  columns: fields.columns,
  searchFields: fields.searchFields,
  searchLabel: 'Search by college name, email or mobile',
  exports: { xlsx: 'colleges.xlsx', pdf: 'colleges.pdf', ...fields.exports },
  confirmDelete: { title: ADMIN_MESSAGES.deleteCollegesTitle, text: ADMIN_MESSAGES.confirmDeleteColleges },
  pageSize: ADMIN_PAGE_SIZE,
});
