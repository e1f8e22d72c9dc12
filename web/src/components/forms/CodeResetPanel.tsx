import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { COMMON_MESSAGES } from '@careers/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCountdown } from '../../hooks/useCountdown';
import { FormPasswordField } from './FormPasswordField';
import { FormTextField } from './FormTextField';
import { schemaResolver } from './schemaResolver';
import { StatusAlert } from './StatusAlert';
import { SubmitButton } from './SubmitButton';
import type { StatusMessage } from './useTimedValue';

/** What the panel's form holds (each role's schemas check it with that role's messages). */
export interface CodeResetValues {
  email: string;
  otp: string;
  newPassword: string;
  confirmPassword: string;
}

export type CodeReset = Omit<CodeResetValues, 'confirmPassword'>;

/** The texts a role gives the panel (its spec messages and labels). */
export interface CodeResetTexts {
  emailLabel: string;
  confirmLabel: string;
  backLabel: string;
  codeSent: string;
  codeSendFailed: string;
  codeResent: string;
  codeResendFailed: string;
  resetFailed: string;
}

export interface CodeResetPanelProps {
  /** Checks the email alone (Send Code / Resend Code). */
  requestSchema: z.ZodType<{ email: string }>;
  /** Checks the whole form (a mismatched confirmation is caught here, before any call). */
  formSchema: z.ZodType<CodeResetValues>;
  requestCode: (email: string) => Promise<unknown>;
  resetPassword: (reset: CodeReset) => Promise<unknown>;
  resendSeconds: number;
  texts: CodeResetTexts;
  /** The code was mailed before the panel opened (to this email, with this notice): start at step two. */
  sent?: { email: string; notice: StatusMessage | null };
  onDone: () => void;
  onBack: () => void;
  testId: string;
  statusTestId: string;
  /** Marks the fields required (an asterisk on each label); the admin's labels carry none. */
  markRequired?: boolean;
}

/**
 * The password reset by mailed code, one flow on one page: the email and Send Code, then the code,
 * the new password and its confirmation, with Resend Code locked for `resendSeconds` (counting
 * down) after every send. The affiliate sign-in page and both admin pages use it with their own
 * calls, schemas and texts. Field ids and test ids are the same everywhere (`reset-*`).
 */
export function CodeResetPanel({
  requestSchema,
  formSchema,
  requestCode,
  resetPassword,
  resendSeconds,
  texts,
  sent,
  onDone,
  onBack,
  testId,
  statusTestId,
  markRequired = true,
}: CodeResetPanelProps) {
  const [codeSent, setCodeSent] = useState(Boolean(sent));
  const [status, setStatus] = useState<StatusMessage | null>(sent?.notice ?? null);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const { start } = countdown;
  const {
    control,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { isSubmitting },
  } = useForm<CodeResetValues, unknown, CodeResetValues>({
    defaultValues: { email: sent?.email ?? '', otp: '', newPassword: '', confirmPassword: '' },
    resolver: schemaResolver<CodeResetValues, CodeResetValues>(formSchema),
  });

  const mailedBefore = Boolean(sent);
  useEffect(() => {
    if (mailedBefore) start(resendSeconds);
  }, [mailedBefore, start, resendSeconds]);

  const sendCode = async () => {
    const checked = requestSchema.safeParse({ email: getValues('email') });
    if (!checked.success) return setError('email', { message: checked.error.issues[0]?.message });
    clearErrors('email');
    const resend = codeSent;
    setSending(true);
    try {
      await requestCode(checked.data.email);
      setCodeSent(true);
      start(resendSeconds);
      setStatus({ kind: 'success', text: resend ? texts.codeResent : texts.codeSent });
    } catch {
      setStatus({ kind: 'error', text: resend ? texts.codeResendFailed : texts.codeSendFailed });
    } finally {
      setSending(false);
    }
  };

  const reset = async ({ email, otp, newPassword }: CodeResetValues) => {
    setStatus(null);
    try {
      await resetPassword({ email, otp, newPassword });
      onDone();
    } catch {
      setStatus({ kind: 'error', text: texts.resetFailed });
    }
  };

  const sendLabel = countdown.running ? COMMON_MESSAGES.resendCodeIn(countdown.remaining) : codeSent ? 'Resend Code' : 'Send Code';

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit(reset)} spacing={2.25} aria-label="Reset password" data-testid={testId}>
      <StatusAlert status={status} testId={statusTestId} />
      <FormTextField
        control={control}
        name="email"
        id="reset-email"
        testId="reset-email"
        label={texts.emailLabel}
        type="email"
        required={markRequired}
        autoComplete="username"
      />
      <Button
        variant={codeSent ? 'outlined' : 'contained'}
        onClick={() => void sendCode()}
        disabled={sending || countdown.running}
        data-testid="resend-code"
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
            testId="reset-code"
            label="Reset Code"
            required={markRequired}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <FormPasswordField
            control={control}
            name="newPassword"
            id="reset-new-password"
            testId="reset-new-password"
            label="New Password"
            required={markRequired}
            autoComplete="new-password"
          />
          <FormPasswordField
            control={control}
            name="confirmPassword"
            id="reset-confirm-password"
            testId="reset-confirm-password"
            label={texts.confirmLabel}
            required={markRequired}
            autoComplete="new-password"
          />
          <SubmitButton sending={isSubmitting}>Reset Password</SubmitButton>
        </>
      ) : null}
      <Button variant="text" onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
        {texts.backLabel}
      </Button>
    </Stack>
  );
}
