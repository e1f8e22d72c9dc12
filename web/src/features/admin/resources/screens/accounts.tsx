import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { ACCOUNT_FIELDS, ACCOUNT_MESSAGES, ADMIN_PAGE_SIZE, type StaffAccountRow } from '@careers/domain';
import { PATHS } from '../../../../config/paths';
import { AccountActions } from '../../accounts/AccountActions';
import { InviteAccount } from '../../accounts/InviteAccount';
import { formatDayMonthYear } from '../table/formatters';
import { screenFields } from './screenFields';
import { defineResource } from '../types';

type AccountRow = StaffAccountRow & Record<string, unknown>;

const asAccounts = (data: unknown) => {
  const accounts = (data as { accounts?: unknown } | null)?.accounts;
  return Array.isArray(accounts) ? (accounts as AccountRow[]) : [];
};

const fields = screenFields<typeof ACCOUNT_FIELDS, AccountRow>(ACCOUNT_FIELDS, {
  email: { width: 230 },
  role: { width: 110 },
  disabled: { width: 100, format: (disabled) => (disabled ? 'Disabled' : 'Active') },
  createdAt: { width: 110, format: formatDayMonthYear },
  lastSignInAt: { width: 110, format: formatDayMonthYear },
});

/** Staff accounts (admin only: the sidebar shows it to the roles the accountList path lets in): invite, change role, disable, remove. */
export const accountsResource = defineResource<AccountRow>({
  label: 'Accounts',
  records: 'accounts',
  definition: 'accounts',
  kind: ACCOUNT_FIELDS.kind,
  auditKind: 'account',
  title: 'Accounts',
  path: PATHS.admin.accounts,
  icon: ManageAccountsIcon,
  list: 'accountList',
  remove: 'accountDelete',
  selectRows: asAccounts,
  columns: fields.columns,
  searchFields: fields.searchFields,
  searchLabel: 'Search by email or role',
  exports: {},
  confirmDelete: { title: ACCOUNT_MESSAGES.deleteTitle, text: ACCOUNT_MESSAGES.confirmDelete },
  deleteLabel: 'Remove',
  pageSize: ADMIN_PAGE_SIZE,
  titleField: 'email',
  cardFields: ['role', 'disabled', 'lastSignInAt'],
  emptyText: ACCOUNT_MESSAGES.emptyList,
  rowActions: (row) => <AccountActions row={row} />,
  actionsWidth: 232,
  ToolbarExtras: InviteAccount,
});
