import { API_MESSAGES, SESSION_MESSAGES, type Role } from '@careers/domain';

/** The roles an area's refusal names. */
type AreaRole = Parameters<typeof SESSION_MESSAGES.wrongRole>[0];
import { auth } from '../firebase';
import { HttpError } from '../http/errors';
import { accountWithRole, replacePassword } from './accounts';
import { signInWithPassword, type PasswordSignIn } from './passwordSignIn';
import { consumeResetCode, issueResetCode } from './resetCodes';

/**
 * The password flows every role shares (affiliate, and the staff roles admin and recruiter): sign-in
 * to an ID token, mailing a one-time reset code, and resetting with it. The routes only map their
 * request fields onto these; `roles` are the claims the area accepts (its first one names it).
 */

/** The uid and ID token of an account with one of `roles`: 401 for a wrong email or password, 403 for another role. */
export async function signInAs(email: string, password: string, roles: readonly [AreaRole, ...Role[]]): Promise<PasswordSignIn> {
  const signedIn = await signInWithPassword(email, password);
  if (!signedIn) throw new HttpError(401, API_MESSAGES.invalidCredentials);
  const claims = await auth().verifyIdToken(signedIn.idToken);
  if (!roles.includes(claims.role as Role)) throw new HttpError(403, SESSION_MESSAGES.wrongRole(roles[0]));
  return signedIn;
}

/** Mails a reset code when `email` is an account with one of `roles`; does nothing otherwise (the caller answers the same). */
export async function sendResetCode(email: string, roles: readonly Role[]): Promise<void> {
  const account = await accountWithRole(email, roles);
  if (account) await issueResetCode(account.uid, account.email ?? email);
}

/**
 * Uses up the code of the account `email` (holding one of `roles`) and sets `newPassword`, ending its other sessions; answers its uid.
 * 400 (changing nothing) for an unknown account, another role, or a wrong, expired or used code.
 */
export async function resetWithCode(email: string, roles: readonly Role[], code: string, newPassword: string): Promise<string> {
  const account = await accountWithRole(email, roles);
  if (!account || !(await consumeResetCode(account.uid, code))) throw new HttpError(400, API_MESSAGES.invalidResetCode);
  await replacePassword(account.uid, newPassword);
  return account.uid;
}
