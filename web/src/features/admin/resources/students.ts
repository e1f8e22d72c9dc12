import SchoolIcon from '@mui/icons-material/School';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE } from '@careers/domain';
import { PATHS } from '../../../config/paths';
import { formatDayMonthYear } from './formatters';
import { resumeColumn } from './resume/resumeColumn';
import { defineResource, type ResourceColumn } from './types';

type StudentRow = {
  _id: string;
  name?: string;
  email?: string;
  phone?: string;
  createdAt?: string;
  resume?: string | null;
  hasResume?: boolean;
};

const name: ResourceColumn<StudentRow> = { field: 'name', header: 'Name', width: 180 };
const email: ResourceColumn<StudentRow> = { field: 'email', header: 'Email', width: 240 };
const phone: ResourceColumn<StudentRow> = { field: 'phone', header: 'Phone', width: 130 };
const date: ResourceColumn<StudentRow> = { field: 'createdAt', header: 'Date', width: 120, format: formatDayMonthYear };
const resume = resumeColumn<StudentRow>({ view: 'resumeView', download: 'resumeDownload' });

/** Students who posted a resume from the public site. */
export const studentsResource = defineResource<StudentRow>({
  label: 'Students',
  title: 'Students',
  path: PATHS.admin.student,
  icon: SchoolIcon,
  list: 'resumeList',
  remove: 'resumeDelete',
  columns: [name, email, phone, date, resume],
  searchFields: ['name', 'email', 'phone'],
  searchLabel: 'Search by name, email or phone',
  // The spec: each row carries its resume link; the PDF adds the dated column.
  exports: {
    xlsx: 'students.xlsx',
    pdf: 'students.pdf',
    columns: [name, email, phone, resume],
    pdfColumns: [name, email, phone, date, resume],
  },
  confirmDelete: { title: ADMIN_MESSAGES.deleteStudentsTitle, text: ADMIN_MESSAGES.confirmDeleteStudents },
  pageSize: ADMIN_PAGE_SIZE,
});
