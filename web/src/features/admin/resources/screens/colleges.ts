import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { ADMIN_EMPTY_TEXTS, ADMIN_MESSAGES, ADMIN_PAGE_SIZE, COLLEGE_FIELDS } from '@careers/domain';
import { PATHS } from '../../../../config/paths';
import { formatDateRange, formatDayMonthYear, formatLocation, joinList } from '../table/formatters';
import { screenFields, type AdminRow } from './screenFields';
import { defineResource } from '../types';

const fields = screenFields(COLLEGE_FIELDS, {
  collegeName: { width: 170 },
  location: { width: 190, format: formatLocation },
  polytechnicCourses: { width: 160, format: joinList },
  ugCourses: { width: 140, format: joinList },
  pgCourses: { width: 140, format: joinList },
  studentsStrengthPolytechnic: { width: 100 },
  studentsStrengthUG: { width: 100, minWidth: 88 },
  studentsStrengthPG: { width: 100, minWidth: 88 },
  collegeEmail: { width: 190 },
  mobileNumber: { width: 120, minWidth: 104 },
  placementSeasonDuration: { width: 130, minWidth: 104, format: formatDateRange },
  upcomingEvents: { width: 160 },
  partnershipInterests: { width: 160, format: joinList },
  createdAt: { width: 110, minWidth: 100, format: formatDayMonthYear },
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
  titleField: 'collegeName',
  cardFields: ['location', 'collegeEmail', 'mobileNumber', 'createdAt'],
  emptyText: ADMIN_EMPTY_TEXTS.colleges,
});
