import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { SESSION_MESSAGES, type Role } from '@careers/domain';
import { PageLoader } from '../../components/PageLoader';
import type { ReturnState } from './returnTo';
import { RoleContext } from './roleContext';
import { useSession } from './useSession';
import { useSignOut } from './useSignOut';

/** The role an area's refusal names (its first role). */
type AreaRole = Parameters<typeof SESSION_MESSAGES.wrongRole>[0];

interface RequireRoleProps {
  /** The role claims the area lets in; the first names the area in the refusal. */
  roles: readonly [AreaRole, ...Role[]];
  /** The area's sign-in page: signed-out visitors go there and come back after signing in. */
  signInPath: string;
  children?: ReactNode;
}

/**
 * Route guard: renders its children (or the matched child route) only for a session with one of
 * `roles`, and tells them the role (useRole, useMayCall). Signed out: to `signInPath`, remembering
 * the page asked for. Another role: a clear refusal with a sign-out button.
 */
export function RequireRole({ roles, signInPath, children }: RequireRoleProps) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageLoader fullScreen />;
  if (session.status === 'signedOut') {
    const state: ReturnState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={signInPath} replace state={state} />;
  }
  if (!session.role || !roles.includes(session.role)) return <RoleRefusal role={roles[0]} signInPath={signInPath} />;
  return <RoleContext.Provider value={session.role}>{children ?? <Outlet />}</RoleContext.Provider>;
}

function RoleRefusal({ role, signInPath }: { role: AreaRole; signInPath: string }) {
  const signOut = useSignOut(signInPath);
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', my: 8, px: 2 }}>
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void signOut()}>
            Sign out
          </Button>
        }
      >
        {SESSION_MESSAGES.wrongRole(role)}
      </Alert>
    </Box>
  );
}
