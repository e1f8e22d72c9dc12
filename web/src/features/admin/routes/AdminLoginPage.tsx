import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES, ROLES, adminLoginSchema, type AdminLoginInput } from '@careers/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { PATHS } from '../../../config/paths';
import { FormTextField } from '../../../components/forms/FormTextField';
import { schemaResolver } from '../../../components/forms/schemaResolver';
import { PageTitle } from '../../../components/PageTitle';
import { returnPath, signInWithRole, useSession, WrongRoleError } from '../../../lib/session';
import { AdminResetMode } from '../components/AdminResetMode';
import { PasswordField } from '../components/PasswordField';

/** /admin (and /admin/login): the admin signs in with email (username) and password, then goes back to the page asked for. */
export default function AdminLoginPage() {
  const auth = useAuth();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'login' | 'reset'>('login');
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<AdminLoginInput>({
    resolver: schemaResolver<AdminLoginInput, AdminLoginInput>(adminLoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const target = returnPath(location, PATHS.admin.dashboard);

  if (session.status === 'signedIn' && session.role === ROLES.admin && !formState.isSubmitting) return <Navigate to={target} replace />;

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setFailure(null);
    try {
      await signInWithRole(auth, username.trim(), password, ROLES.admin);
      navigate(target, { replace: true });
    } catch (error) {
      setFailure(error instanceof WrongRoleError ? error.message : ADMIN_MESSAGES.loginFailed);
    }
  });

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', px: 2 }}>
      <PageTitle title="Admin Login" />
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
        {mode === 'reset' ? (
          <AdminResetMode onBack={() => setMode('login')} />
        ) : (
          <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void onSubmit(event)}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700, textAlign: 'center' }}>
              Admin Login
            </Typography>
            {failure && (
              <Alert severity="error" role="alert" data-testid="login-error">
                {failure}
              </Alert>
            )}
            <FormTextField control={control} name="username" label="Username" autoComplete="username" testId="admin-username" fullWidth />
            <PasswordField control={control} name="password" label="Password" autoComplete="current-password" testId="admin-password" fullWidth />
            <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
              Login
            </Button>
            <Button onClick={() => setMode('reset')}>Forgot Password?</Button>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
