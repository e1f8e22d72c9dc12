import { signInWithEmailAndPassword, signOut, type Auth } from 'firebase/auth';
import { SESSION_MESSAGES, type Role } from '@careers/domain';

/** The account signed in but does not hold the role the area needs; it has been signed out again. */
export class WrongRoleError extends Error {
  constructor(readonly role: AreaRole) {
    super(SESSION_MESSAGES.wrongRole(role));
    this.name = 'WrongRoleError';
  }
}

/** The role an area's refusal names (its first role). */
type AreaRole = Parameters<typeof SESSION_MESSAGES.wrongRole>[0];

/**
 * Signs in with email and password and keeps the session only when the ID token carries one of
 * `roles`; otherwise signs out again and throws WrongRoleError (naming the first). Firebase errors
 * (wrong password) pass through.
 */
export async function signInWithRole(auth: Auth, email: string, password: string, roles: readonly [AreaRole, ...Role[]]) {
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  const { claims } = await user.getIdTokenResult();
  if (!roles.includes(claims.role as Role)) {
    await signOut(auth);
    throw new WrongRoleError(roles[0]);
  }
  return user;
}
