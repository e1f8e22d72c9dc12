import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ADMIN_MESSAGES,
  STAFF_ROLES,
  adminCodeRequestSchema,
  isStaffRole,
  adminLoginFormSchema,
  type AdminLoginInput,
} from '@careers/domain';
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
import { requestAdminResetCode, resetFromLoginPage, useRequestAdminResetCode } from '../api/authApi';
import { AdminResetMode } from '../components/AdminResetMode';
import { noticeOf } from './loginNotice';

/**
 * /admin (and /admin/login): the admin signs in with email (the API's `username`) and password, then
 * goes back to the page asked for. 'Forgot Password?' mails a code to the email entered and opens
 * reset mode at the code; with no email entered it opens reset mode at its Email and Send Code.
 */
export default function AdminLoginPage() {
  const auth = useAuth();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'login' | 'reset'>('login');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [status, setStatus] = useState<StatusMessage | null>(() => noticeOf(location));
  const sendCode = useRequestAdminResetCode();
  const { control, handleSubmit, formState, getValues, setError, clearErrors } = useForm<AdminLoginInput>({
    resolver: schemaResolver<AdminLoginInput, AdminLoginInput>(adminLoginFormSchema),
    defaultValues: { username: '', password: '' },
  });
  const target = returnPath(location, PATHS.admin.dashboard);

  if (session.status === 'signedIn' && isStaffRole(session.role) && !formState.isSubmitting) return <Navigate to={target} replace />;

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setStatus(null);
    try {
      await signInWithRole(auth, username.trim(), password, STAFF_ROLES);
      navigate(target, { replace: true });
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof WrongRoleError ? error.message : ADMIN_MESSAGES.loginFailed });
    }
  });

  const forgotPassword = async () => {
    const entered = getValues('username').trim();
    setStatus(null);
    if (!entered) {
      setSentTo(null);
      return setMode('reset');
    }
    const checked = adminCodeRequestSchema.safeParse({ email: entered });
    if (!checked.success) return setError('username', { message: checked.error.issues[0]?.message });
    clearErrors('username');
    try {
      await sendCode.mutateAsync(checked.data.email);
      setStatus({ kind: 'success', text: ADMIN_MESSAGES.otpSent });
      setSentTo(checked.data.email);
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
            requestCode={requestAdminResetCode}
            resetPassword={resetFromLoginPage}
            sent={sentTo ? { email: sentTo, notice: status } : undefined}
            onDone={() => leaveReset({ kind: 'success', text: ADMIN_MESSAGES.resetSuccess })}
            onBack={() => leaveReset(null)}
          />
        ) : (
          <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void onSubmit(event)}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700, textAlign: 'center' }}>
              Admin Login
            </Typography>
            <StatusAlert status={status} testId={status?.kind === 'error' ? 'login-error' : 'login-notice'} />
            <FormTextField
              control={control}
              name="username"
              label="Email"
              type="email"
              autoComplete="username"
              testId="admin-username"
              fullWidth
            />
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
