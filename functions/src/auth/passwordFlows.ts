import { API_MESSAGES, SESSION_MESSAGES, type Role } from '@careers/domain';
import { auth } from '../firebase';
import { HttpError } from '../http/errors';
import { accountWithRole, replacePassword } from './accounts';
import { signInWithPassword, type PasswordSignIn } from './passwordSignIn';
import { consumeResetCode, issueResetCode } from './resetCodes';

/**
 * The password flows every role shares (affiliate and admin): sign-in to an ID token, mailing a
 * one-time reset code, and resetting with it. The routes only map their request fields onto these.
 */

/** The uid and ID token of a `role` account: 401 for a wrong email or password, 403 for another role. */
export async function signInAs(email: string, password: string, role: Role): Promise<PasswordSignIn> {
  const signedIn = await signInWithPassword(email, password);
  if (!signedIn) throw new HttpError(401, API_MESSAGES.invalidCredentials);
  const claims = await auth().verifyIdToken(signedIn.idToken);
  if (claims.role !== role) throw new HttpError(403, SESSION_MESSAGES.wrongRole(role));
  return signedIn;
}

/** Mails a reset code when `email` is a `role` account; does nothing otherwise (the caller answers the same). */
export async function sendResetCode(email: string, role: Role): Promise<void> {
  const account = await accountWithRole(email, role);
  if (account) await issueResetCode(account.uid, account.email ?? email);
}

/**
 * Uses up the code of the `role` account `email` and sets `newPassword`, ending its other sessions.
 * 400 (changing nothing) for an unknown account, another role, or a wrong, expired or used code.
 */
export async function resetWithCode(email: string, role: Role, code: string, newPassword: string): Promise<void> {
  const account = await accountWithRole(email, role);
  if (!account || !(await consumeResetCode(account.uid, code))) throw new HttpError(400, API_MESSAGES.invalidResetCode);
  await replacePassword(account.uid, newPassword);
}
