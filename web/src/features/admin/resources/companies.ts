import ApartmentIcon from '@mui/icons-material/Apartment';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE } from '@careers/domain';
import { PATHS } from '../../../config/paths';
import { formatDayMonthYear, formatLocation, joinList } from './formatters';
import { defineResource, type ResourceColumn } from './types';

type CompanyRow = {
  _id: string;
  companyName?: string;
  industry?: string;
  location?: unknown;
  companySize?: number;
  contactPerson?: string;
  contactEmail?: string;
  contactPhone?: string;
  partnershipInterests?: string[];
  additionalInfo?: string;
  createdAt?: string;
};

const columns: ResourceColumn<CompanyRow>[] = [
  { field: 'companyName', header: 'Company Name', width: 200 },
  { field: 'industry', header: 'Industry', width: 150 },
  { field: 'location', header: 'Location', width: 240, format: formatLocation },
  { field: 'companySize', header: 'Company Size', width: 110 },
  { field: 'contactPerson', header: 'Contact Person', width: 170 },
  { field: 'contactEmail', header: 'Contact Email', width: 220 },
  { field: 'contactPhone', header: 'Contact Phone', width: 130 },
  { field: 'partnershipInterests', header: 'Partnership Interests', width: 220, format: joinList },
  { field: 'additionalInfo', header: 'Additional Info', width: 240 },
  { field: 'createdAt', header: 'Date', width: 120, format: formatDayMonthYear },
];

/** Companies enrolled through the public company form. */
export const companiesResource = defineResource<CompanyRow>({
  label: 'Companies',
  title: 'Companies',
  path: PATHS.admin.company,
  icon: ApartmentIcon,
  list: 'companyList',
  remove: 'companyDelete',
  columns,
  searchFields: ['companyName', 'industry', 'contactPerson', 'contactEmail', 'contactPhone'],
  searchLabel: 'Search by company, industry or contact',
  exports: { xlsx: 'companies.xlsx', pdf: 'companies.pdf' },
  confirmDelete: { title: ADMIN_MESSAGES.deleteCompaniesTitle, text: ADMIN_MESSAGES.confirmDeleteCompanies },
  pageSize: ADMIN_PAGE_SIZE,
});
