import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  AFFILIATE_MESSAGES as M,
  AFFILIATE_RESEND_SECONDS,
  COMMON_MESSAGES,
  forgotPasswordSchema,
  resetPasswordFormSchema,
  type ResetPasswordFormInput,
} from '@careers/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormPasswordField } from '../../../components/forms/FormPasswordField';
import { FormTextField } from '../../../components/forms/FormTextField';
import { schemaResolver } from '../../../components/forms/schemaResolver';
import type { StatusMessage } from '../../../components/forms/useTimedValue';
import { StatusAlert } from '../../../components/forms/StatusAlert';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useCountdown } from '../../../hooks/useCountdown';
import { requestResetCode, resetPasswordWithCode } from '../api/accountApi';

type Values = Record<keyof ResetPasswordFormInput, string>;
const empty: Values = { email: '', otp: '', newPassword: '', confirmPassword: '' };

/**
 * Modes 2 and 3 of the sign-in page: request a code for an email (resend locked for 60 s, counting
 * down), then the code, the new password and its confirmation. A mismatch is caught before any call.
 */
export function ResetPasswordPanel({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [codeSent, setCodeSent] = useState(false);
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const {
    control,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { isSubmitting },
  } = useForm<Values, unknown, ResetPasswordFormInput>({
    defaultValues: empty,
    resolver: schemaResolver<Values, ResetPasswordFormInput>(resetPasswordFormSchema),
  });

  const sendCode = async () => {
    const checked = forgotPasswordSchema.safeParse({ email: getValues('email') });
    if (!checked.success) return setError('email', { message: checked.error.issues[0]?.message });
    clearErrors('email');
    setSending(true);
    try {
      await requestResetCode(checked.data.email);
      setCodeSent(true);
      countdown.start(AFFILIATE_RESEND_SECONDS);
      setStatus({ kind: 'success', text: M.resetCodeSent });
    } catch {
      setStatus({ kind: 'error', text: M.resetCodeFailed });
    } finally {
      setSending(false);
    }
  };

  const reset = async ({ email, otp, newPassword }: ResetPasswordFormInput) => {
    try {
      await resetPasswordWithCode({ email, otp, newPassword });
      onDone();
    } catch {
      setStatus({ kind: 'error', text: M.resetFailed });
    }
  };

  const sendLabel = countdown.running ? COMMON_MESSAGES.resendCodeIn(countdown.remaining) : codeSent ? 'Resend Code' : 'Send Code';

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSubmit(reset)}
      spacing={2.25}
      aria-label="Reset password"
      data-testid="affiliate-reset-form"
    >
      <StatusAlert status={status} testId="reset-status" />
      <FormTextField control={control} name="email" id="reset-email" label="Email Address" type="email" required autoComplete="email" />
      <Button
        variant={codeSent ? 'outlined' : 'contained'}
        onClick={() => void sendCode()}
        disabled={sending || countdown.running}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {sendLabel}
      </Button>
      {codeSent ? (
        <>
          <FormTextField
            control={control}
            name="otp"
            id="reset-otp"
            label="Reset Code"
            required
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <FormPasswordField
            control={control}
            name="newPassword"
            id="reset-new-password"
            label="New Password"
            required
            autoComplete="new-password"
          />
          <FormPasswordField
            control={control}
            name="confirmPassword"
            id="reset-confirm-password"
            label="Confirm Password"
            required
            autoComplete="new-password"
          />
          <SubmitButton sending={isSubmitting}>Reset Password</SubmitButton>
        </>
      ) : null}
      <Button variant="text" onClick={onCancel} sx={{ alignSelf: 'flex-start' }}>
        Back to Sign In
      </Button>
    </Stack>
  );
}
