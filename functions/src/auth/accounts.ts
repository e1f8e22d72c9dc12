import type { Role } from '@careers/domain';
import type { UserRecord } from 'firebase-admin/auth';
import { auth } from '../firebase';

/** The Auth account with `email` holding one of the `roles` claims, or null (unknown email or another role). */
export async function accountWithRole(email: string, roles: readonly Role[]): Promise<UserRecord | null> {
  try {
    const user = await auth().getUserByEmail(email);
    return roles.includes(user.customClaims?.role as Role) ? user : null;
  } catch (error) {
    // The admin's username is free text, so it may not be an email at all.
    const code = (error as { code?: string }).code;
    if (code === 'auth/user-not-found' || code === 'auth/invalid-email') return null;
    throw error;
  }
}

/** Sets a new password and ends every other session of the account (its refresh tokens). */
export async function replacePassword(uid: string, password: string): Promise<void> {
  await auth().updateUser(uid, { password });
  await auth().revokeRefreshTokens(uid);
}
