import { ADMIN_MESSAGES as M } from '@careers/domain';
import type { CodeResetTexts } from '../../../components/forms/CodeResetPanel';

/** The admin reset's labels and messages (spec sections 2 and 8); the account field says Email (decisions.md). */
export const ADMIN_RESET_TEXTS: CodeResetTexts = {
  emailLabel: 'Email',
  confirmLabel: 'Confirm New Password',
  backLabel: 'Back to Login',
  codeSent: M.otpSent,
  codeSendFailed: M.otpSendFailed,
  codeResent: M.codeResent,
  codeResendFailed: M.codeResendFailed,
  resetFailed: M.resetFailed,
};
