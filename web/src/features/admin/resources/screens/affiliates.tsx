import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import { ADMIN_EMPTY_TEXTS, ADMIN_MESSAGES, ADMIN_PAGE_SIZE, AFFILIATE_FIELDS } from '@careers/domain';
import { PATHS } from '../../../../config/paths';
import { AffiliateRateDialog } from '../../commissions/AffiliateRateDialog';
import { formatDayMonthYear } from '../table/formatters';
import { screenFields, type AdminRow } from './screenFields';
import { defineResource, type ResourceList } from '../types';

type AffiliateRow = AdminRow<typeof AFFILIATE_FIELDS, { fullName: string; jobsPosted: number; commissionRate: number }>;

const rateText = (rate: unknown) => (typeof rate === 'number' ? `${rate}%` : '');

const fields = screenFields<typeof AFFILIATE_FIELDS, AffiliateRow>(AFFILIATE_FIELDS, {
  fullName: { width: 160 },
  email: { width: 210 },
  phoneNumber: { width: 130, minWidth: 104 },
  companyName: { width: 160 },
  companyEmail: { width: 210 },
  designation: { width: 140 },
  createdAt: { width: 110, minWidth: 100, format: formatDayMonthYear },
  jobsPosted: {
    width: 100,
    minWidth: 96,
    controls: true,
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
  // With the row's actions: the rate an admin sets (docs/commissions.md), and its edit button.
  commissionRate: { width: 90, minWidth: 88, controls: true, format: rateText, render: (row, list) => <RateCell row={row} list={list} /> },
});

/** The Rate cell: the affiliate's rate and the button that sets it (in the screen's dialog). */
function RateCell({ row, list }: { row: AffiliateRow; list: ResourceList<AffiliateRow> }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <Typography variant="body2" data-testid="affiliate-rate">
        {rateText(row.commissionRate)}
      </Typography>
      <IconButton size="small" onClick={() => list.openDialog('rate', row)} aria-label={`Set the commission rate of ${row.fullName ?? ''}`}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

function AffiliateDialogs({ list }: { list: ResourceList<AffiliateRow> }) {
  const { dialog } = list;
  if (dialog?.kind !== 'rate' || !dialog.row) return null;
  return <AffiliateRateDialog key={dialog.row._id} affiliate={dialog.row} onClose={list.closeDialog} />;
}

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
  bulkList: 'affiliates',
  paging: fields.paging,
  selectRows: asAffiliates,
  columns: fields.columns,
  searchFields: fields.searchFields,
  searchLabel: 'Search by Full Name',
  exports: { xlsx: 'affiliates.xlsx', pdf: 'affiliates.pdf', scope: 'page', ...fields.exports },
  confirmDelete: { title: ADMIN_MESSAGES.deleteAffiliatesTitle, text: ADMIN_MESSAGES.confirmDeleteAffiliates },
  pageSize: ADMIN_PAGE_SIZE,
  deleteLabel: 'Delete',
  titleField: 'fullName',
  cardFields: ['email', 'companyName', 'designation', 'createdAt'],
  emptyText: ADMIN_EMPTY_TEXTS.affiliates,
  Dialogs: AffiliateDialogs,
});
