import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, ALL_JOB_APPLICATIONS } from '@careers/domain';
import { PATHS } from '../../../config/paths';
import { formatYearMonthDay, serialColumn } from './formatters';
import { resumeColumn } from './resume/resumeColumn';
import { defineResource, type ResourceColumn } from './types';

type ApplicationRow = {
  _id: string;
  jobId?: string;
  jobTitle?: string;
  name?: string;
  email?: string;
  phone?: string;
  appliedAt?: string;
  resume?: string | null;
  hasResume?: boolean;
};

const columns: ResourceColumn<ApplicationRow>[] = [
  serialColumn,
  { field: 'jobId', header: 'Job Id', width: 110 },
  { field: 'jobTitle', header: 'Job Title', width: 200 },
  { field: 'name', header: 'Name', width: 170 },
  { field: 'email', header: 'Email', width: 230 },
  { field: 'phone', header: 'Phone', width: 120 },
  { field: 'appliedAt', header: 'Applied Date', width: 120, format: formatYearMonthDay },
  resumeColumn<ApplicationRow>({ view: 'applicationView', download: 'applicationDownload' }),
];

/** Applications to the job posts: one job's (?jobId= in the URL) or, without it, all of them. */
export const studentApplicationsResource = defineResource<ApplicationRow>({
  label: 'Student Applications',
  title: 'Student Job Applications',
  path: PATHS.admin.studentApplied,
  icon: AssignmentIndIcon,
  list: 'applicationList',
  remove: 'applicationDelete',
  listParams: (searchParams) => ({ jobId: searchParams.get('jobId')?.trim() || ALL_JOB_APPLICATIONS }),
  columns,
  searchFields: ['name'],
  searchLabel: 'Search by name',
  exports: { xlsx: 'studentsApplied.xlsx', pdf: 'studentsApplied.pdf' },
  confirmDelete: { title: ADMIN_MESSAGES.deleteStudentsTitle, text: ADMIN_MESSAGES.confirmDeleteStudents },
  pageSize: ADMIN_PAGE_SIZE,
});
