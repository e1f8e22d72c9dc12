import { defineAdminResource } from '../admin/fields';
import type { AdminPage } from '../admin/paging';
import { COMMISSION_STATES, type Commission, type CommissionState, type CommissionTotals } from './model';

/** The states as screens name them. */
export const COMMISSION_STATE_LABELS: Readonly<Record<CommissionState, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  paid: 'Paid',
  void: 'Void',
};

/**
 * The back office's Commissions list and GET /api/admin/commissions' paging: newest first by
 * `createdAt`, filtered by state and affiliate (its id, whole), a date range, a word-prefix search
 * over the candidate, the job and the payout reference; sorted by any money column too (stored in
 * paise and basis points: storedFields). The affiliate's name is the server's, read per page.
 */
export const COMMISSION_LIST_FIELDS = defineAdminResource({
  kind: { one: 'commission', many: 'commissions' },
  paging: {
    dateField: 'createdAt',
    sortFields: ['candidateName', 'jobTitle', 'placementFee', 'rate', 'amount', 'state', 'paidOn'],
    storedFields: { placementFee: 'placementFeePaise', rate: 'rateBp', amount: 'amountPaise' },
    filters: { state: COMMISSION_STATES, affiliateId: { field: 'affiliateId', exact: true } },
  },
  fields: {
    affiliateName: { label: 'Affiliate', computed: true },
    candidateName: { label: 'Candidate', searchable: true },
    jobTitle: { label: 'Job', searchable: true },
    placementFee: { label: 'Fee' },
    rate: { label: 'Rate' },
    amount: { label: 'Amount' },
    state: { label: 'State' },
    createdAt: { label: 'Created' },
    paidOn: { label: 'Paid On' },
    payoutRef: { label: 'Payout Ref', searchable: true },
    affiliateId: { label: 'Affiliate Id', column: false },
  },
});

/** One row of the admin list: the entry, its job's title and its affiliate's name. */
export type CommissionListRow = Commission & { jobTitle: string; affiliateName: string };

/**
 * A page of the admin list: the rows, and the totals per state (count and amount, paise) over the
 * affiliate and date filters, so filtering by a state still shows what else is owed.
 */
export type CommissionListPage = AdminPage<CommissionListRow> & { totals: CommissionTotals };

/** The Commissions screen's words. */
export const COMMISSION_SCREEN_TEXTS = {
  title: 'Commissions',
  totalsLabel: 'Totals per state',
  approve: 'Approve',
  approveSelected: 'Approve Selected',
  markPaid: 'Mark Paid',
  void: 'Void',
  feeLabel: 'Placement fee (₹)',
  feeHelp: 'The entry has no placement fee: give the one agreed for this hire.',
  payoutRefLabel: 'Payout reference',
  paidOnLabel: 'Paid on',
  reasonLabel: 'Reason',
  approveMatching: (count: string) =>
    `Approve the pending commissions among ${count}? Those without a placement fee stay pending: approve them one by one.`,
  approved: (count: number) => `${count === 1 ? '1 commission' : `${count} commissions`} approved`,
  notPending: 'Only pending commissions can be approved: unselect the others.',
  rateLabel: 'Commission rate (%)',
  rateSaved: (rate: number) => `Commission rate set to ${rate}%`,
} as const;
