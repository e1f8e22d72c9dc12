import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ADMIN_MESSAGES as M,
  ADMIN_RESEND_SECONDS,
  COMMON_MESSAGES,
  adminForgotPasswordSchema,
  adminResetPasswordFormSchema,
  type AdminResetPasswordFormInput,
} from '@careers/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormPasswordField } from '../../../components/forms/FormPasswordField';
import { FormTextField } from '../../../components/forms/FormTextField';
import { schemaResolver } from '../../../components/forms/schemaResolver';
import { StatusAlert } from '../../../components/forms/StatusAlert';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import type { StatusMessage } from '../../../components/forms/useTimedValue';
import { useCountdown } from '../../../hooks/useCountdown';
import { useRequestAdminResetCode, useResetAdminPassword } from '../api/authApi';

type Values = Record<keyof AdminResetPasswordFormInput, string>;

interface AdminResetModeProps {
  /** The username the code was just sent for. */
  username: string;
  /** What the code request answered (shown until the next action). */
  notice: StatusMessage | null;
  /** The password was reset: back to sign-in mode. */
  onDone: () => void;
  onBack: () => void;
}

/**
 * Reset mode of the admin login: the code was mailed when this mode opened, so Resend Code is
 * locked for ADMIN_RESEND_SECONDS, counting down, and each resend locks it again. A confirmation
 * that does not match is caught before any call.
 */
export function AdminResetMode({ username, notice, onDone, onBack }: AdminResetModeProps) {
  const [status, setStatus] = useState<StatusMessage | null>(notice);
  const countdown = useCountdown();
  const { start } = countdown;
  const resend = useRequestAdminResetCode();
  const reset = useResetAdminPassword();
  const { control, handleSubmit, getValues, setError, clearErrors } = useForm<Values, unknown, AdminResetPasswordFormInput>({
    defaultValues: { username, otp: '', newPassword: '', confirmPassword: '' },
    resolver: schemaResolver<Values, AdminResetPasswordFormInput>(adminResetPasswordFormSchema),
  });

  useEffect(() => start(ADMIN_RESEND_SECONDS), [start]);

  const resendCode = async () => {
    const checked = adminForgotPasswordSchema.safeParse({ username: getValues('username') });
    if (!checked.success) return setError('username', { message: checked.error.issues[0]?.message });
    clearErrors('username');
    try {
      await resend.mutateAsync(checked.data.username);
      start(ADMIN_RESEND_SECONDS);
      setStatus({ kind: 'success', text: M.codeResent });
    } catch {
      setStatus({ kind: 'error', text: M.codeResendFailed });
    }
  };

  const onSubmit = handleSubmit(async ({ username: name, otp, newPassword }) => {
    setStatus(null);
    try {
      await reset.mutateAsync({ username: name, otp, newPassword });
      onDone();
    } catch {
      setStatus({ kind: 'error', text: M.resetFailed });
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Reset password"
      data-testid="admin-reset-form"
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, textAlign: 'center' }}>
        Reset Password
      </Typography>
      <StatusAlert status={status} testId="admin-reset-status" />
      <FormTextField control={control} name="username" label="Username" autoComplete="username" testId="reset-username" fullWidth />
      <FormTextField
        control={control}
        name="otp"
        label="Reset Code"
        autoComplete="one-time-code"
        testId="reset-code"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <FormPasswordField
        control={control}
        name="newPassword"
        label="New Password"
        autoComplete="new-password"
        testId="reset-new-password"
        fullWidth
      />
      <FormPasswordField
        control={control}
        name="confirmPassword"
        label="Confirm New Password"
        autoComplete="new-password"
        testId="reset-confirm-password"
        fullWidth
      />
      <SubmitButton sending={reset.isPending} sx={{ alignSelf: { xs: 'stretch', sm: 'stretch' } }}>
        Reset Password
      </SubmitButton>
      <Button
        variant="outlined"
        onClick={() => void resendCode()}
        disabled={countdown.running || resend.isPending}
        data-testid="resend-code"
      >
        {countdown.running ? COMMON_MESSAGES.resendCodeIn(countdown.remaining) : 'Resend Code'}
      </Button>
      <Button onClick={onBack}>Back to Login</Button>
    </Stack>
  );
}
