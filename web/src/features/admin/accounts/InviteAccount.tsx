import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { ROLES, STAFF_ROLES, accountInviteSchema, type AccountInviteInput } from '@careers/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/forms/FormTextField';
import { schemaResolver } from '../../../components/forms/schemaResolver';
import { StatusAlert } from '../../../components/forms/StatusAlert';
import type { StatusMessage } from '../../../components/forms/useTimedValue';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useInviteAccount } from './accountsApi';

const EMPTY: AccountInviteInput = { email: '', role: ROLES.recruiter };

/** The toolbar's Invite button and its dialog: an email and a role; the invitee is mailed a set-password code. */
export function InviteAccount() {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const invite = useInviteAccount();
  const { control, handleSubmit, reset } = useForm<AccountInviteInput>({
    defaultValues: EMPTY,
    resolver: schemaResolver<AccountInviteInput, AccountInviteInput>(accountInviteSchema),
  });
  const close = () => {
    setOpen(false);
    setStatus(null);
    reset(EMPTY);
  };
  const submit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      await invite.mutateAsync(values);
      close();
    } catch (error) {
      setStatus({ kind: 'error', text: (error as Error).message });
    }
  });
  return (
    <>
      <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        Invite
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <form noValidate onSubmit={(event) => void submit(event)} aria-label="Invite an account">
          <DialogTitle>Invite an account</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <StatusAlert status={status} testId="invite-error" />
              <FormTextField control={control} name="email" label="Email" type="email" testId="invite-email" fullWidth />
              <FormTextField control={control} name="role" label="Role" select testId="invite-role" fullWidth>
                {STAFF_ROLES.map((role) => (
                  <MenuItem key={role} value={role}>
                    {role}
                  </MenuItem>
                ))}
              </FormTextField>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <SubmitButton sending={invite.isPending}>Send invitation</SubmitButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
