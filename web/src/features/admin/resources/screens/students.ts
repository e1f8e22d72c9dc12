import SchoolIcon from '@mui/icons-material/School';
import { ADMIN_EMPTY_TEXTS, ADMIN_MESSAGES, ADMIN_PAGE_SIZE, STUDENT_FIELDS } from '@careers/domain';
import { PATHS } from '../../../../config/paths';
import { formatDayMonthYear } from '../table/formatters';
import { resumeView } from '../resume/resumeView';
import { screenFields, type AdminRow } from './screenFields';
import { defineResource } from '../types';

type StudentRow = AdminRow<typeof STUDENT_FIELDS, { resume: string | null; hasResume: boolean }>;

// The spec: each row carries its resume link; the PDF adds the dated column.
const fields = screenFields<typeof STUDENT_FIELDS, StudentRow>(STUDENT_FIELDS, {
  name: { width: 180 },
  email: { width: 240 },
  phone: { width: 130, minWidth: 104 },
  createdAt: { width: 120, minWidth: 100, format: formatDayMonthYear },
  resume: resumeView({ view: 'resumeView', download: 'resumeDownload' }),
});

/** Students who posted a resume from the public site. */
export const studentsResource = defineResource<StudentRow>({
  label: 'Students',
  title: 'Students',
  path: PATHS.admin.student,
  icon: SchoolIcon,
  list: 'resumeList',
  remove: 'resumeDelete',
  bulkList: 'students',
  paging: fields.paging,
  columns: fields.columns,
  searchFields: fields.searchFields,
  searchLabel: 'Search by name, email or phone',
  exports: { xlsx: 'students.xlsx', pdf: 'students.pdf', ...fields.exports },
  confirmDelete: { title: ADMIN_MESSAGES.deleteStudentsTitle, text: ADMIN_MESSAGES.confirmDeleteStudents },
  pageSize: ADMIN_PAGE_SIZE,
  titleField: 'name',
  cardFields: ['email', 'phone', 'createdAt'],
  emptyText: ADMIN_EMPTY_TEXTS.students,
});
