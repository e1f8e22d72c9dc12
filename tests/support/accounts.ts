/** Auth test identities of any role: a fresh admin account, password checks, and the mailed reset code. */
import { ROLES, type StaffRole } from '@careers/domain';
import { ensureUser } from '../../scripts/stack/seed';
import { COLLECTIONS } from '../../functions/src/collections';
import { auth, db } from '../../functions/src/firebase';
import { idTokenFor } from './stack';
import { uniqueLetters } from './submissions';

export const ADMIN_PASSWORD = 'Backoffice#2024';

export interface TestAdmin {
  id: string;
  email: string;
  password: string;
}

/**
 * A new account with the admin claim and a unique email, made with firebase-admin: tests that
 * change a password use it, never the demo admin.
 */
export async function newAdmin(): Promise<TestAdmin> {
  return newStaff(ROLES.admin);
}

/** A new staff account (admin or recruiter) with a unique email, made with firebase-admin. */
export async function newStaff(role: StaffRole): Promise<TestAdmin> {
  const email = `${role}.${uniqueLetters().toLowerCase()}@careers.test`;
  const id = await ensureUser(email, ADMIN_PASSWORD, role, `Test ${role}`);
  return { id, email, password: ADMIN_PASSWORD };
}

/**
 * The Auth service keeps a revocation time in whole seconds and refuses only tokens signed in
 * before it, so a token from the same second as a revocation would still pass: wait until the
 * token's second is over before revoking (a reset, a password change), so the revocation is observable.
 */
export async function secondAfterSignIn(token: string): Promise<void> {
  const { auth_time: authTime } = await auth().verifyIdToken(token);
  const deadline = (authTime + 1) * 1000;
  while (Date.now() <= deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Whether the Auth service accepts this email and password (asked directly, not through the rate-limited API). */
export const canSignIn = (email: string, password: string) =>
  idTokenFor(email, password).then(
    () => true,
    () => false,
  );

/** The 6-digit code of the newest mail sent to `email` (the Trigger Email outbox). */
export async function latestResetCode(email: string): Promise<string> {
  const mails = await db().collection(COLLECTIONS.mail).where('to', '==', email).get();
  const newest = mails.docs.map((doc) => doc.data()).sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis())[0];
  const code = /\b(\d{6})\b/.exec(newest?.message?.text ?? '')?.[1];
  if (!code) throw new Error(`no reset code mailed to ${email}`);
  return code;
}

/** How many mails went to `email`. */
export async function mailCount(email: string): Promise<number> {
  return (await db().collection(COLLECTIONS.mail).where('to', '==', email).count().get()).data().count;
}
