import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_RESEND_SECONDS, adminCodeRequestSchema, adminCodeResetFormSchema } from '@careers/domain';
import { CodeResetPanel, type CodeReset } from '../../../components/forms/CodeResetPanel';
import type { StatusMessage } from '../../../components/forms/useTimedValue';
import { ADMIN_RESET_TEXTS } from './adminResetTexts';

export interface AdminCodeResetProps {
  /** Resets with the code: the login page's and the reset form page's calls differ. */
  resetPassword: (reset: CodeReset) => Promise<unknown>;
  requestCode: (email: string) => Promise<unknown>;
  /** The code was mailed before this opened (the login page's Forgot Password? with an email entered). */
  sent?: { email: string; notice: StatusMessage | null };
  onDone: () => void;
  onBack: () => void;
}

/**
 * The admin's password reset, on /admin (reset mode) and on /admin/forgot-password: one flow (the
 * shared CodeResetPanel) of Email and Send Code, then the code, the new password and its
 * confirmation, with Resend Code locked for ADMIN_RESEND_SECONDS after every send.
 */
export function AdminResetMode({ resetPassword, requestCode, sent, onDone, onBack }: AdminCodeResetProps) {
  return (
    <Stack spacing={2.5}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, textAlign: 'center' }}>
        Reset Password
      </Typography>
      <CodeResetPanel
        requestSchema={adminCodeRequestSchema}
        formSchema={adminCodeResetFormSchema}
        requestCode={requestCode}
        resetPassword={resetPassword}
        resendSeconds={ADMIN_RESEND_SECONDS}
        texts={ADMIN_RESET_TEXTS}
        sent={sent}
        onDone={onDone}
        onBack={onBack}
        testId="admin-reset-form"
        statusTestId="admin-reset-status"
        markRequired={false}
      />
    </Stack>
  );
}
