import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import BlockIcon from '@mui/icons-material/Block';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import PaymentsIcon from '@mui/icons-material/Payments';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import {
  ADMIN_EMPTY_TEXTS,
  ADMIN_PAGE_SIZE,
  COMMISSION_LIST_FIELDS,
  COMMISSION_SCREEN_TEXTS,
  COMMISSION_STATES,
  formatPaise,
} from '@careers/domain';
import { PATHS } from '../../../../config/paths';
import { ApproveDialog } from '../../commissions/ApproveDialog';
import { ApproveSelected } from '../../commissions/ApproveSelected';
import type { CommissionRow } from '../../commissions/commissionRow';
import { CommissionTotals } from '../../commissions/CommissionTotals';
import { COMMISSION_STATE_COLOR, commissionStateLabel } from '../../commissions/commissionStates';
import { affiliateOptionsQuery, useApproveCommissions } from '../../commissions/commissionsApi';
import { PayDialog } from '../../commissions/PayDialog';
import { VoidDialog } from '../../commissions/VoidDialog';
import { formatDayMonthYear, formatIsoDay } from '../table/formatters';
import { screenFields } from './screenFields';
import { defineResource, type ResourceList } from '../types';

type Row = CommissionRow;

const money = (paise: unknown) => (typeof paise === 'number' ? formatPaise(paise) : '');

const fields = screenFields<typeof COMMISSION_LIST_FIELDS, Row>(COMMISSION_LIST_FIELDS, {
  affiliateName: { width: 140 },
  candidateName: { width: 140 },
  jobTitle: { width: 150 },
  placementFee: { width: 110, format: money },
  rate: { width: 64, minWidth: 60, format: (rate) => (typeof rate === 'number' ? `${rate}%` : '') },
  amount: { width: 110, format: money },
  state: {
    width: 100,
    format: commissionStateLabel,
    render: (row) => (
      <Chip
        size="small"
        data-testid="commission-state"
        label={commissionStateLabel(row.state)}
        color={COMMISSION_STATE_COLOR[row.state ?? 'pending']}
      />
    ),
  },
  createdAt: { width: 104, format: formatDayMonthYear },
  paidOn: { width: 104, format: formatIsoDay },
  payoutRef: { width: 120 },
});

/** Approve (asking the fee when the entry has none), Mark Paid (reference and day), Void (reason): icon buttons named for their row. */
function CommissionActions({ row, list }: { row: Row; list: ResourceList<Row> }) {
  const approve = useApproveCommissions();
  const who = row.candidateName || row.jobTitle;
  const action = (label: string, icon: ReactNode, enabled: boolean, onClick: () => void, color: 'success' | 'primary' | 'error') => (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" color={color} aria-label={`${label} ${who}`} disabled={!enabled} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack direction="row">
      {action(
        COMMISSION_SCREEN_TEXTS.approve,
        <TaskAltIcon fontSize="small" />,
        row.state === 'pending' && !approve.isPending,
        () => (typeof row.placementFee !== 'number' ? list.openDialog('approve', row) : approve.mutate([{ id: row._id }])),
        'success',
      )}
      {action(
        COMMISSION_SCREEN_TEXTS.markPaid,
        <PaymentsIcon fontSize="small" />,
        row.state === 'approved',
        () => list.openDialog('pay', row),
        'primary',
      )}
      {action(
        COMMISSION_SCREEN_TEXTS.void,
        <BlockIcon fontSize="small" />,
        row.state === 'pending' || row.state === 'approved',
        () => list.openDialog('void', row),
        'error',
      )}
    </Stack>
  );
}

function CommissionDialogs({ list }: { list: ResourceList<Row> }) {
  const { dialog } = list;
  if (!dialog?.row) return null;
  const close = list.closeDialog;
  if (dialog.kind === 'approve') return <ApproveDialog key={dialog.row._id} rows={[dialog.row]} onClose={close} />;
  if (dialog.kind === 'pay') return <PayDialog key={dialog.row._id} row={dialog.row} onClose={close} />;
  if (dialog.kind === 'void') return <VoidDialog key={dialog.row._id} row={dialog.row} onClose={close} />;
  return null;
}

/**
 * Affiliate commissions (admin only: recruiters never see money), newest first: the totals per
 * state, filters by state, affiliate and dates; approve, pay or void each, approve the selected;
 * the (filtered) rows as a payout batch in Excel, PDF or CSV.
 */
export const commissionsResource = defineResource<Row>({
  label: 'Commissions',
  records: 'commissions',
  title: COMMISSION_SCREEN_TEXTS.title,
  path: PATHS.admin.commissions,
  icon: CurrencyRupeeIcon,
  list: 'commissionList',
  bulkList: 'commissions',
  titleField: 'affiliateName',
  cardFields: ['candidateName', 'amount', 'state', 'createdAt'],
  emptyText: ADMIN_EMPTY_TEXTS.commissions,
  paging: fields.paging,
  columns: fields.columns,
  searchFields: fields.searchFields,
  searchLabel: 'Search candidate, job or payout ref',
  filters: [
    {
      id: 'state',
      label: 'State',
      options: COMMISSION_STATES.map((state) => ({ value: state, label: commissionStateLabel(state) })),
      matches: (row, value) => row.state === value,
    },
    {
      id: 'affiliateId',
      label: 'Affiliate',
      options: [],
      optionsQuery: affiliateOptionsQuery,
      matches: (row, value) => row.affiliateId === value,
    },
  ],
  exports: {
    xlsx: 'commission_payouts.xlsx',
    pdf: 'commission_payouts.pdf',
    csv: 'commission_payouts.csv',
    scope: 'page',
    ...fields.exports,
  },
  confirmDelete: { title: '', text: '' },
  pageSize: ADMIN_PAGE_SIZE,
  actionsWidth: 120,
  rowActions: (row, list) => <CommissionActions row={row} list={list} />,
  Summary: CommissionTotals,
  ToolbarExtras: ApproveSelected,
  Dialogs: CommissionDialogs,
});
