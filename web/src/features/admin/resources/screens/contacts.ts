import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { ADMIN_EMPTY_TEXTS, ADMIN_MESSAGES, ADMIN_PAGE_SIZE, CONTACT_FIELDS } from '@careers/domain';
import { PATHS } from '../../../../config/paths';
import { formatDayMonthYear } from '../table/formatters';
import { screenFields, type AdminRow } from './screenFields';
import { defineResource } from '../types';

const fields = screenFields(CONTACT_FIELDS, {
  userType: { width: 120 },
  name: { width: 170 },
  email: { width: 220 },
  message: { width: 400 },
  createdAt: { width: 110, minWidth: 100, format: formatDayMonthYear },
});

/** Contact messages sent from the public contact form. */
export const contactsResource = defineResource<AdminRow<typeof CONTACT_FIELDS>>({
  label: 'Contact Support',
  records: 'contacts',
  title: 'Contact Support',
  path: PATHS.admin.contactSupport,
  icon: SupportAgentIcon,
  list: 'contactList',
  remove: 'contactDelete',
  bulkList: 'contacts',
  paging: fields.paging,
  columns: fields.columns,
  searchFields: fields.searchFields,
  searchLabel: 'Search by name, email or message',
  exports: { xlsx: 'contacts.xlsx', pdf: 'contacts.pdf', ...fields.exports },
  confirmDelete: { title: ADMIN_MESSAGES.deleteContactsTitle, text: ADMIN_MESSAGES.confirmDeleteContacts },
  pageSize: ADMIN_PAGE_SIZE,
  titleField: 'name',
  cardFields: ['userType', 'email', 'message', 'createdAt'],
  emptyText: ADMIN_EMPTY_TEXTS.contacts,
});
