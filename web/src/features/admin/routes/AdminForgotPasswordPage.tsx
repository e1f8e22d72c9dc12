import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES as M, adminResetFormSchema, type AdminResetFormInput } from '@careers/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormPasswordField } from '../../../components/forms/FormPasswordField';
import { FormTextField } from '../../../components/forms/FormTextField';
import { schemaResolver } from '../../../components/forms/schemaResolver';
import { StatusAlert } from '../../../components/forms/StatusAlert';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import type { StatusMessage } from '../../../components/forms/useTimedValue';
import { PageTitle } from '../../../components/PageTitle';
import { PATHS } from '../../../config/paths';
import { useResetAdminPasswordForm } from '../api/authApi';
import type { LoginNoticeState } from './loginNotice';

/**
 * /admin/forgot-password: email, the reset token (the mailed code) and a new password. On success
 * it goes to /admin/login, which shows the success message.
 */
export default function AdminForgotPasswordPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const reset = useResetAdminPasswordForm();
  const { control, handleSubmit } = useForm<AdminResetFormInput>({
    resolver: schemaResolver<AdminResetFormInput, AdminResetFormInput>(adminResetFormSchema),
    defaultValues: { email: '', token: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setStatus(null);
    try {
      await reset.mutateAsync(body);
      const state: LoginNoticeState = { notice: { kind: 'success', text: M.resetFormSuccess } };
      navigate(PATHS.admin.loginAfterReset, { state });
    } catch {
      setStatus({ kind: 'error', text: M.resetFailed });
    }
  });

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', px: 2, py: 4 }}>
      <PageTitle title="Reset Password" />
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={(event) => void onSubmit(event)}
          aria-label="Reset password"
          data-testid="admin-reset-token-form"
        >
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, textAlign: 'center' }}>
            Reset Password
          </Typography>
          <StatusAlert status={status} testId="reset-form-status" />
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" testId="reset-email" fullWidth />
          <FormTextField control={control} name="token" label="Reset Token" autoComplete="one-time-code" testId="reset-token" fullWidth />
          <FormPasswordField
            control={control}
            name="newPassword"
            label="New Password"
            autoComplete="new-password"
            testId="reset-new-password"
            fullWidth
          />
          <SubmitButton sending={reset.isPending} sx={{ alignSelf: { xs: 'stretch', sm: 'stretch' } }}>
            Reset Password
          </SubmitButton>
          <Link component={RouterLink} to={PATHS.admin.loginAfterReset} sx={{ textAlign: 'center' }}>
            Back to Login
          </Link>
        </Stack>
      </Paper>
    </Box>
  );
}
