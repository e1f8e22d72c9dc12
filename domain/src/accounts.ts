/**
 * Staff accounts and their roles: `admin` may do everything; `recruiter` works on jobs,
 * applications, the pipeline and their exports (the endpoint table says which paths, see
 * `rolesOf`). Admins invite, re-role, disable and remove staff accounts on the Accounts screen; the
 * last active admin stays. Roles are custom claims on the Auth account; every change revokes the
 * account's sessions.
 */
import { defineAdminResource } from './admin/fields';
import { ROLES } from './constants';

export const STAFF_ROLES = [ROLES.admin, ROLES.recruiter] as const;
/** How the back office names a staff role: the header's badge beside the logo. */
export const STAFF_ROLE_LABELS = { [ROLES.admin]: 'Admin', [ROLES.recruiter]: 'Recruiter' } as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (role: unknown): role is StaffRole => STAFF_ROLES.includes(role as StaffRole);

/** The web page an invited account sets its password on (the admin reset form, at the code step). */
export const STAFF_SET_PASSWORD_PAGE = '/admin/forgot-password';
export const staffSetPasswordPath = (email: string) => `${STAFF_SET_PASSWORD_PAGE}?invite=${encodeURIComponent(email)}`;

export const ACCOUNT_MESSAGES = {
  lastAdmin: 'The last active admin cannot be disabled, demoted or removed.',
  emailTaken: 'An account with this email already exists',
  invited: (email: string) => `Invitation sent to ${email}`,
  updated: 'Account updated',
  removed: (count: number) => `${count} account(s) removed`,
  roleInvalid: `Role must be one of: ${STAFF_ROLES.join(', ')}`,
  disabledInvalid: 'disabled must be true or false',
  nothingToUpdate: 'Give a role or disabled',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordChanged: 'Your password has been changed',
  passwordChangeFailed: 'Could not change the password',
  /** The set-password page opened from an invitation mail (the code is already mailed). */
  enterInviteCode: 'Enter the 6-digit code from your invitation mail and choose a password.',
  deleteTitle: 'Remove Accounts',
  emptyList: 'No staff accounts yet: invite one.',
  /** A back-office screen of paths the signed-in role may not call. */
  notForYourRole: 'This screen is for admins only.',
  confirmDelete: 'Remove the selected accounts? They can no longer sign in.',
} as const;

/** How long an invitation's set-password code lives (a forgotten password's lives RESET_CODE_TTL_MS). */
export const STAFF_INVITE_CODE_TTL_MS = 72 * 60 * 60 * 1000;

/** The invitation mail: the code is the one-time reset code the reset paths take. */
export const staffInviteMail = (role: StaffRole, code: string, minutes: number, setPasswordUrl: string) => ({
  subject: `You are invited to the back office as ${role}`,
  text:
    `You have been given a ${role} account. To choose your password, open ${setPasswordUrl} and enter the code ${code}.\n` +
    `The code expires in ${Math.round(minutes / 60)} hours and works once; after that, use Forgot Password? on the login page.`,
});

/**
 * The Accounts screen's list (paged in the browser: staff accounts are few), defined like the other
 * admin lists so the table, its cards and the widths test read its columns from here.
 */
export const ACCOUNT_FIELDS = defineAdminResource({
  kind: { one: 'account', many: 'accounts' },
  fields: {
    email: { label: 'Email', searchable: true },
    role: { label: 'Role', searchable: true },
    disabled: { label: 'Status' },
    createdAt: { label: 'Created On' },
    lastSignInAt: { label: 'Last Sign-in' },
  },
});

/** One row of GET /api/admin/accounts. */
export interface StaffAccountRow {
  _id: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string | null;
  lastSignInAt: string | null;
}

/**
 * The last-admin guard: after the change, at least one admin that is not disabled remains.
 * `admins` are the active admins before it; `leaving` the uids the change demotes, disables or removes.
 */
export const leavesNoActiveAdmin = (activeAdmins: readonly string[], leaving: readonly string[]) =>
  activeAdmins.length > 0 && activeAdmins.every((uid) => leaving.includes(uid));
