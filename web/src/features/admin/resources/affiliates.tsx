import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE } from '@careers/domain';
import { PATHS } from '../../../config/paths';
import { formatDayMonthYear, serialColumn } from './formatters';
import { defineResource, type ResourceColumn } from './types';

type AffiliateRow = {
  _id: string;
  fullName?: string;
  email?: string;
  phoneNumber?: string;
  companyName?: string;
  companyEmail?: string;
  designation?: string;
  createdAt?: string;
  jobsPosted?: number;
};

const columns: ResourceColumn<AffiliateRow>[] = [
  { field: 'fullName', header: 'Full Name', width: 160 },
  { field: 'email', header: 'Email', width: 220 },
  { field: 'phoneNumber', header: 'Phone Number', width: 130 },
  { field: 'companyName', header: 'Company Name', width: 160 },
  { field: 'companyEmail', header: 'Company Email', width: 220 },
  { field: 'designation', header: 'Designation', width: 150 },
  { field: 'createdAt', header: 'Date', width: 110, format: formatDayMonthYear },
  {
    field: 'jobsPosted',
    header: 'Jobs Posted',
    width: 120,
    format: (count) => String(count ?? 0),
    render: (row) => (
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" data-testid="jobs-posted">
          {row.jobsPosted ?? 0}
        </Typography>
        <IconButton
          size="small"
          component={RouterLink}
          to={generatePath(PATHS.admin.viewPost, { affiliateId: row._id })}
          aria-label={`View jobs posted by ${row.fullName ?? ''}`}
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Stack>
    ),
  },
];

const asAffiliates = (data: unknown) => {
  const affiliates = (data as { affiliates?: unknown } | null)?.affiliates;
  return Array.isArray(affiliates) ? (affiliates as AffiliateRow[]) : [];
};

/** Registered affiliates; exports write the current page (spec: 'affiliates file of the current page'). */
export const affiliatesResource = defineResource<AffiliateRow>({
  label: 'Affiliates',
  title: 'AFFILIATE DETAILS',
  path: PATHS.admin.affiliate,
  icon: Diversity3Icon,
  list: 'affiliateList',
  remove: 'affiliateDelete',
  selectRows: asAffiliates,
  columns: [serialColumn, ...columns],
  searchFields: ['fullName'],
  searchLabel: 'Search by Full Name',
  exports: { xlsx: 'affiliates.xlsx', pdf: 'affiliates.pdf', scope: 'page', columns },
  confirmDelete: { title: ADMIN_MESSAGES.deleteAffiliatesTitle, text: ADMIN_MESSAGES.confirmDeleteAffiliates },
  pageSize: ADMIN_PAGE_SIZE,
  deleteLabel: 'Delete',
});
