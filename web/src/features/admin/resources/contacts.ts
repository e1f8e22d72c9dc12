import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE } from '@careers/domain';
import { PATHS } from '../../../config/paths';
import { formatDayMonthYear } from './formatters';
import { defineResource, type ResourceColumn } from './types';

type ContactRow = { _id: string; userType?: string; name?: string; email?: string; message?: string; createdAt?: string };

const columns: ResourceColumn<ContactRow>[] = [
  { field: 'userType', header: 'User Type', width: 130 },
  { field: 'name', header: 'Name', width: 180 },
  { field: 'email', header: 'Email', width: 230 },
  { field: 'message', header: 'Message' },
  { field: 'createdAt', header: 'Date', width: 120, format: formatDayMonthYear },
];

/** Contact messages sent from the public contact form. */
export const contactsResource = defineResource<ContactRow>({
  label: 'Contact Support',
  title: 'Contact Support',
  path: PATHS.admin.contactSupport,
  icon: SupportAgentIcon,
  list: 'contactList',
  remove: 'contactDelete',
  columns,
  searchFields: ['name', 'email', 'message'],
  searchLabel: 'Search by name, email or message',
  exports: { xlsx: 'contacts.xlsx', pdf: 'contacts.pdf' },
  confirmDelete: { title: ADMIN_MESSAGES.deleteContactsTitle, text: ADMIN_MESSAGES.confirmDeleteContacts },
  pageSize: ADMIN_PAGE_SIZE,
});
