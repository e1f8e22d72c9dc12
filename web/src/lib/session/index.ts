export { RequireRole } from './RequireRole';
export { returnPath, type ReturnState } from './returnTo';
export { signInWithRole, WrongRoleError } from './signIn';
export { useSession, type Session } from './useSession';
export { useSignOut } from './useSignOut';
export { useMayCall, useRole } from './roleContext';
