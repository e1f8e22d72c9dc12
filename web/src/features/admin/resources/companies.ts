import ApartmentIcon from '@mui/icons-material/Apartment';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, COMPANY_FIELDS } from '@careers/domain';
import { PATHS } from '../../../config/paths';
import { formatDayMonthYear, formatLocation, joinList } from './formatters';
import { screenFields, type AdminRow } from './screenFields';
import { defineResource } from './types';

const fields = screenFields(COMPANY_FIELDS, {
  companyName: { width: 200 },
  industry: { width: 150 },
  location: { width: 240, format: formatLocation },
  companySize: { width: 110 },
  contactPerson: { width: 170 },
  contactEmail: { width: 220 },
  contactPhone: { width: 130 },
  partnershipInterests: { width: 220, format: joinList },
  additionalInfo: { width: 240 },
  createdAt: { width: 120, format: formatDayMonthYear },
});

/** Companies enrolled through the public company form. */
export const companiesResource = defineResource<AdminRow<typeof COMPANY_FIELDS>>({
  label: 'Companies',
  title: 'Companies',
  path: PATHS.admin.company,
  icon: ApartmentIcon,
  list: 'companyList',
  remove: 'companyDelete',
  bulkList: 'companies',
  paging: fields.paging,
  columns: fields.columns,
  searchFields: fields.searchFields,
  searchLabel: 'Search by company, industry or contact',
  exports: { xlsx: 'companies.xlsx', pdf: 'companies.pdf', ...fields.exports },
  confirmDelete: { title: ADMIN_MESSAGES.deleteCompaniesTitle, text: ADMIN_MESSAGES.confirmDeleteCompanies },
  pageSize: ADMIN_PAGE_SIZE,
});
