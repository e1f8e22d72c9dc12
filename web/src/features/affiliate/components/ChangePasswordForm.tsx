import Stack from '@mui/material/Stack';
import { AFFILIATE_MESSAGES as M, ROLES, TOAST_MS, changePasswordSchema, type ChangePasswordInput } from '@careers/domain';
import { useForm } from 'react-hook-form';
import { useAuth } from 'reactfire';
import { FormPasswordField } from '../../../components/forms/FormPasswordField';
import { FormToast, type Toast } from '../../../components/forms/FormToast';
import { schemaResolver } from '../../../components/forms/schemaResolver';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useTimedValue } from '../../../components/forms/useTimedValue';
import { signInWithRole } from '../../../lib/session';
import { changePassword } from '../api/accountApi';
import { useAffiliateId } from '../hooks/useAffiliateId';

type PasswordInput = Omit<ChangePasswordInput, 'affiliateId'>;
type Values = Record<keyof PasswordInput, string>;
const passwordFormSchema = changePasswordSchema.omit({ affiliateId: true });
const empty: Values = { oldPassword: '', newPassword: '' };

/** The Old Password field's id (the profile focuses it when opened at its Change Password section). */
export const OLD_PASSWORD_ID = 'old-password';

/**
 * Change Password: the old one is checked by the server; the new one follows the registration
 * rules. The server ends other sessions, so this one signs in again with the new password.
 */
export function ChangePasswordForm({ email }: { email: string | undefined }) {
  const affiliateId = useAffiliateId();
  const auth = useAuth();
  const toast = useTimedValue<Toast>(TOAST_MS);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<Values, unknown, PasswordInput>({
    defaultValues: empty,
    resolver: schemaResolver<Values, PasswordInput>(passwordFormSchema),
  });

  const submit = async (values: PasswordInput) => {
    try {
      await changePassword({ affiliateId, ...values });
    } catch {
      return toast.show({ kind: 'error', title: M.errorTitle, message: M.passwordChangeFailed });
    }
    reset(empty);
    toast.show({ kind: 'success', title: M.successTitle, message: M.passwordChanged });
    const signedInAs = email ?? auth.currentUser?.email;
    if (signedInAs) await signInWithRole(auth, signedInAs, values.newPassword, [ROLES.affiliate]).catch(() => undefined);
  };

  return (
    <>
      <Stack
        component="form"
        noValidate
        onSubmit={handleSubmit(submit)}
        spacing={2.25}
        aria-label="Change password"
        data-testid="change-password-form"
      >
        <FormPasswordField
          control={control}
          name="oldPassword"
          id={OLD_PASSWORD_ID}
          label="Old Password"
          required
          autoComplete="current-password"
        />
        <FormPasswordField
          control={control}
          name="newPassword"
          id="new-password"
          label="New Password"
          required
          autoComplete="new-password"
        />
        <SubmitButton sending={isSubmitting}>Change Password</SubmitButton>
      </Stack>
      <FormToast toast={toast.value} onClose={toast.clear} testId="change-password-toast" />
    </>
  );
}
