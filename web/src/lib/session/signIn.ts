import { signInWithEmailAndPassword, signOut, type Auth } from 'firebase/auth';
import { SESSION_MESSAGES, type Role } from '@careers/domain';

/** The account signed in but does not hold the role the area needs; it has been signed out again. */
export class WrongRoleError extends Error {
  constructor(readonly role: Role) {
    super(SESSION_MESSAGES.wrongRole(role));
    this.name = 'WrongRoleError';
  }
}

/**
 * Signs in with email and password and keeps the session only when the ID token carries `role`;
 * otherwise signs out again and throws WrongRoleError. Firebase errors (wrong password) pass through.
 */
export async function signInWithRole(auth: Auth, email: string, password: string, role: Role) {
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  const { claims } = await user.getIdTokenResult();
  if (claims.role !== role) {
    await signOut(auth);
    throw new WrongRoleError(role);
  }
  return user;
}
