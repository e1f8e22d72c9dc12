import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { SESSION_MESSAGES, type Role } from '@careers/domain';
import { PageLoader } from '../../components/PageLoader';
import type { ReturnState } from './returnTo';
import { useSession } from './useSession';
import { useSignOut } from './useSignOut';

interface RequireRoleProps {
  role: Role;
  /** The area's sign-in page: signed-out visitors go there and come back after signing in. */
  signInPath: string;
  children?: ReactNode;
}

/**
 * Route guard: renders its children (or the matched child route) only for a session with `role`.
 * Signed out: to `signInPath`, remembering the page asked for. Another role: a clear refusal with
 * a sign-out button.
 */
export function RequireRole({ role, signInPath, children }: RequireRoleProps) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageLoader fullScreen />;
  if (session.status === 'signedOut') {
    const state: ReturnState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={signInPath} replace state={state} />;
  }
  if (session.role !== role) return <RoleRefusal role={role} signInPath={signInPath} />;
  return <>{children ?? <Outlet />}</>;
}

function RoleRefusal({ role, signInPath }: { role: Role; signInPath: string }) {
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
