import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, leavesNoActiveAdmin } from './accounts';
import { accountUpdateSchema } from './schemas/accounts';
import { ENDPOINTS, rolesOf, scopeAllows } from './api/endpoints';

describe('staff roles in the endpoint table', () => {
  it('lets a recruiter into the staff paths only, within its scope on the bulk paths', () => {
    expect(rolesOf(ENDPOINTS.jobAdminList)).toEqual(['admin', 'recruiter']);
    expect(rolesOf(ENDPOINTS.jobDelete)).toEqual(['admin']);
    expect(rolesOf(ENDPOINTS.accountList)).toEqual(['admin']);
    expect(rolesOf(ENDPOINTS.ownPasswordChange)).toEqual(['admin', 'recruiter', 'affiliate']);
    expect(rolesOf(ENDPOINTS.affiliateProfile)).toEqual(['affiliate', 'admin']);
    expect(scopeAllows(ENDPOINTS.adminListBulk, 'recruiter', 'applications', 'moveStage')).toBe(true);
    expect(scopeAllows(ENDPOINTS.adminListBulk, 'recruiter', 'applications', 'delete')).toBe(false);
    expect(scopeAllows(ENDPOINTS.adminListExport, 'recruiter', 'contacts')).toBe(false);
    expect(scopeAllows(ENDPOINTS.adminListBulk, 'admin', 'contacts', 'delete')).toBe(true);
  });
});

describe('the last-admin guard', () => {
  it('refuses only a change that leaves no active admin', () => {
    expect(leavesNoActiveAdmin(['a'], ['a'])).toBe(true);
    expect(leavesNoActiveAdmin(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(leavesNoActiveAdmin(['a', 'b'], ['a'])).toBe(false);
    expect(leavesNoActiveAdmin(['a'], ['b'])).toBe(false);
  });

  it('an update names a role or disabled', () => {
    expect(accountUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe(ACCOUNT_MESSAGES.nothingToUpdate);
    expect(accountUpdateSchema.safeParse({ role: 'affiliate' }).error?.issues[0]?.message).toBe(ACCOUNT_MESSAGES.roleInvalid);
    expect(accountUpdateSchema.parse({ disabled: true })).toEqual({ disabled: true });
  });
});
