import { AFFILIATE_MESSAGES as M, AFFILIATE_RESEND_SECONDS, forgotPasswordSchema, resetPasswordFormSchema } from '@careers/domain';
import { CodeResetPanel, type CodeResetTexts } from '../../../components/forms/CodeResetPanel';
import { requestResetCode, resetPasswordWithCode } from '../api/accountApi';

const TEXTS: CodeResetTexts = {
  emailLabel: 'Email Address',
  confirmLabel: 'Confirm Password',
  backLabel: 'Back to Sign In',
  codeSent: M.resetCodeSent,
  codeSendFailed: M.resetCodeFailed,
  codeResent: M.resetCodeSent,
  codeResendFailed: M.resetCodeFailed,
  resetFailed: M.resetFailed,
};

/**
 * Modes 2 and 3 of the sign-in page: request a code for an email (resend locked for 60 s, counting
 * down), then the code, the new password and its confirmation (the shared CodeResetPanel).
 */
export function ResetPasswordPanel({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  return (
    <CodeResetPanel
      requestSchema={forgotPasswordSchema}
      formSchema={resetPasswordFormSchema}
      requestCode={requestResetCode}
      resetPassword={resetPasswordWithCode}
      resendSeconds={AFFILIATE_RESEND_SECONDS}
      texts={TEXTS}
      onDone={onDone}
      onBack={onCancel}
      testId="affiliate-reset-form"
      statusTestId="reset-status"
    />
  );
}
