import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE } from '@careers/domain';
import { PATHS } from '../../../config/paths';
import { formatDateRange, formatDayMonthYear, formatLocation, joinList } from './formatters';
import { defineResource, type ResourceColumn } from './types';

type CollegeRow = {
  _id: string;
  collegeName?: string;
  location?: unknown;
  polytechnicCourses?: string[];
  ugCourses?: string[];
  pgCourses?: string[];
  studentsStrengthPolytechnic?: number;
  studentsStrengthUG?: number;
  studentsStrengthPG?: number;
  collegeEmail?: string;
  mobileNumber?: string;
  placementSeasonDuration?: unknown;
  upcomingEvents?: string;
  partnershipInterests?: string[];
  createdAt?: string;
};

const columns: ResourceColumn<CollegeRow>[] = [
  { field: 'collegeName', header: 'College Name', width: 200 },
  { field: 'location', header: 'Location', width: 240, format: formatLocation },
  { field: 'polytechnicCourses', header: 'Polytechnic/ITI/Diploma Courses', width: 200, format: joinList },
  { field: 'ugCourses', header: 'UG Courses', width: 180, format: joinList },
  { field: 'pgCourses', header: 'PG Courses', width: 180, format: joinList },
  { field: 'studentsStrengthPolytechnic', header: 'Students Strength (Polytechnic)', width: 130 },
  { field: 'studentsStrengthUG', header: 'Students Strength (UG)', width: 120 },
  { field: 'studentsStrengthPG', header: 'Students Strength (PG)', width: 120 },
  { field: 'collegeEmail', header: 'College Email', width: 220 },
  { field: 'mobileNumber', header: 'Mobile Number', width: 130 },
  { field: 'placementSeasonDuration', header: 'Placement Season', width: 210, format: formatDateRange },
  { field: 'upcomingEvents', header: 'Upcoming Events', width: 220 },
  { field: 'partnershipInterests', header: 'Partnership Interests', width: 220, format: joinList },
  { field: 'createdAt', header: 'Date', width: 120, format: formatDayMonthYear },
];

/** Colleges enrolled through the public college form. */
export const collegesResource = defineResource<CollegeRow>({
  label: 'Colleges',
  title: 'Colleges',
  path: PATHS.admin.college,
  icon: AccountBalanceIcon,
  list: 'collegeList',
  remove: 'collegeDelete',
  columns,
  searchFields: ['collegeName', 'collegeEmail', 'mobileNumber', 'upcomingEvents'],
  searchLabel: 'Search by college name, email or mobile',
  exports: { xlsx: 'colleges.xlsx', pdf: 'colleges.pdf' },
  confirmDelete: { title: ADMIN_MESSAGES.deleteCollegesTitle, text: ADMIN_MESSAGES.confirmDeleteColleges },
  pageSize: ADMIN_PAGE_SIZE,
});
