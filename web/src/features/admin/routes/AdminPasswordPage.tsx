import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_MESSAGES, STAFF_ROLES, ownPasswordChangeSchema, type OwnPasswordChangeInput } from '@careers/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuth } from 'reactfire';
import { FormPasswordField } from '../../../components/forms/FormPasswordField';
import { schemaResolver } from '../../../components/forms/schemaResolver';
import { StatusAlert } from '../../../components/forms/StatusAlert';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import type { StatusMessage } from '../../../components/forms/useTimedValue';
import { PageTitle } from '../../../components/PageTitle';
import { signInWithRole } from '../../../lib/session';
import { changeOwnPassword } from '../accounts/accountsApi';

const EMPTY: OwnPasswordChangeInput = { currentPassword: '', newPassword: '' };

/**
 * /admin/password: the signed-in staff account changes its own password (the current one checked by
 * the server). The server ends every session of the account, so this one signs in again.
 */
export default function AdminPasswordPage() {
  const auth = useAuth();
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<OwnPasswordChangeInput>({
    defaultValues: EMPTY,
    resolver: schemaResolver<OwnPasswordChangeInput, OwnPasswordChangeInput>(ownPasswordChangeSchema),
  });
  const submit = handleSubmit(async (values) => {
    setStatus(null);
    const email = auth.currentUser?.email;
    try {
      await changeOwnPassword(values);
    } catch (error) {
      return setStatus({ kind: 'error', text: (error as Error).message || ACCOUNT_MESSAGES.passwordChangeFailed });
    }
    if (email) await signInWithRole(auth, email, values.newPassword, STAFF_ROLES).catch(() => undefined);
    reset(EMPTY);
    setStatus({ kind: 'success', text: ACCOUNT_MESSAGES.passwordChanged });
  });
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <PageTitle title="Change Password" />
      <Paper sx={{ maxWidth: 440, p: 3 }}>
        <Stack component="form" noValidate spacing={2.25} onSubmit={(event) => void submit(event)} aria-label="Change password">
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Change Password
          </Typography>
          <StatusAlert status={status} testId="password-status" />
          <FormPasswordField control={control} name="currentPassword" label="Current Password" autoComplete="current-password" fullWidth />
          <FormPasswordField control={control} name="newPassword" label="New Password" autoComplete="new-password" fullWidth />
          <SubmitButton sending={formState.isSubmitting}>Change Password</SubmitButton>
        </Stack>
      </Paper>
    </Box>
  );
}
