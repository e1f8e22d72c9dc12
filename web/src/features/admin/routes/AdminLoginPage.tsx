import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES, ROLES, adminForgotPasswordSchema, adminLoginSchema, type AdminLoginInput } from '@careers/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { PATHS } from '../../../config/paths';
import { FormPasswordField } from '../../../components/forms/FormPasswordField';
import { FormTextField } from '../../../components/forms/FormTextField';
import { schemaResolver } from '../../../components/forms/schemaResolver';
import { StatusAlert } from '../../../components/forms/StatusAlert';
import type { StatusMessage } from '../../../components/forms/useTimedValue';
import { PageTitle } from '../../../components/PageTitle';
import { returnPath, signInWithRole, useSession, WrongRoleError } from '../../../lib/session';
import { useRequestAdminResetCode } from '../api/authApi';
import { AdminResetMode } from '../components/AdminResetMode';
import { noticeOf } from './loginNotice';

/**
 * /admin (and /admin/login): the admin signs in with email (username) and password, then goes back
 * to the page asked for. 'Forgot Password?' mails a code for the username entered and opens reset mode.
 */
export default function AdminLoginPage() {
  const auth = useAuth();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'login' | 'reset'>('login');
  const [status, setStatus] = useState<StatusMessage | null>(() => noticeOf(location));
  const sendCode = useRequestAdminResetCode();
  const { control, handleSubmit, formState, getValues, setError, clearErrors } = useForm<AdminLoginInput>({
    resolver: schemaResolver<AdminLoginInput, AdminLoginInput>(adminLoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const target = returnPath(location, PATHS.admin.dashboard);

  if (session.status === 'signedIn' && session.role === ROLES.admin && !formState.isSubmitting) return <Navigate to={target} replace />;

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setStatus(null);
    try {
      await signInWithRole(auth, username.trim(), password, ROLES.admin);
      navigate(target, { replace: true });
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof WrongRoleError ? error.message : ADMIN_MESSAGES.loginFailed });
    }
  });

  const forgotPassword = async () => {
    const checked = adminForgotPasswordSchema.safeParse({ username: getValues('username') });
    if (!checked.success) return setError('username', { message: checked.error.issues[0]?.message });
    clearErrors('username');
    setStatus(null);
    try {
      await sendCode.mutateAsync(checked.data.username);
      setStatus({ kind: 'success', text: ADMIN_MESSAGES.otpSent });
      setMode('reset');
    } catch {
      setStatus({ kind: 'error', text: ADMIN_MESSAGES.otpSendFailed });
    }
  };

  const leaveReset = (next: StatusMessage | null) => {
    setStatus(next);
    setMode('login');
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', px: 2, py: 4 }}>
      <PageTitle title={mode === 'reset' ? 'Reset Password' : 'Admin Login'} />
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
        {mode === 'reset' ? (
          <AdminResetMode
            username={getValues('username').trim()}
            notice={status}
            onDone={() => leaveReset({ kind: 'success', text: ADMIN_MESSAGES.resetSuccess })}
            onBack={() => leaveReset(null)}
          />
        ) : (
          <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void onSubmit(event)}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700, textAlign: 'center' }}>
              Admin Login
            </Typography>
            <StatusAlert status={status} testId={status?.kind === 'error' ? 'login-error' : 'login-notice'} />
            <FormTextField control={control} name="username" label="Username" autoComplete="username" testId="admin-username" fullWidth />
            <FormPasswordField
              control={control}
              name="password"
              label="Password"
              autoComplete="current-password"
              testId="admin-password"
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
              Login
            </Button>
            <Button onClick={() => void forgotPassword()} disabled={sendCode.isPending}>
              Forgot Password?
            </Button>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
