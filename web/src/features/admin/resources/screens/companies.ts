import ApartmentIcon from '@mui/icons-material/Apartment';
import { ADMIN_EMPTY_TEXTS, ADMIN_MESSAGES, ADMIN_PAGE_SIZE, COMPANY_FIELDS } from '@careers/domain';
import { PATHS } from '../../../../config/paths';
import { formatDayMonthYear, formatLocation, joinList } from '../table/formatters';
import { screenFields, type AdminRow } from './screenFields';
import { defineResource } from '../types';

const fields = screenFields(COMPANY_FIELDS, {
  companyName: { width: 170 },
  industry: { width: 130 },
  location: { width: 190, format: formatLocation },
  companySize: { width: 100 },
  contactPerson: { width: 150 },
  contactEmail: { width: 190 },
  contactPhone: { width: 120, minWidth: 104 },
  partnershipInterests: { width: 170, format: joinList },
  additionalInfo: { width: 200 },
  createdAt: { width: 110, minWidth: 100, format: formatDayMonthYear },
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
  titleField: 'companyName',
  cardFields: ['industry', 'contactPerson', 'contactEmail', 'createdAt'],
  emptyText: ADMIN_EMPTY_TEXTS.companies,
});
