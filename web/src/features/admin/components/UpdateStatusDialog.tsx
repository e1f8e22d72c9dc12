import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { referralStatusSchema, type Referral, type ReferralStatusInput } from '@careers/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/forms/FormTextField';
import { schemaResolver } from '../../../components/forms/schemaResolver';
import { serverMessage } from '../../../components/forms/serverMessage';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useUpdateReferralStatus } from '../api/affiliateJobsApi';

/** 'Update Student Status': New Status (free text), Confirm and Cancel (PUT /api/referredstudent/{id}). */
export function UpdateStatusDialog({ referral, onClose }: { referral: Referral; onClose: () => void }) {
  const update = useUpdateReferralStatus();
  const [failure, setFailure] = useState('');
  const { control, handleSubmit } = useForm<ReferralStatusInput, unknown, ReferralStatusInput>({
    defaultValues: { status: referral.status },
    resolver: schemaResolver<ReferralStatusInput, ReferralStatusInput>(referralStatusSchema),
  });
  const submit = async ({ status }: ReferralStatusInput) => {
    try {
      await update.mutateAsync({ id: referral._id, status });
      onClose();
    } catch (error) {
      console.error('Failed to update the status', error);
      setFailure(serverMessage(error, 'Could not update the status.'));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="update-status-title">
      <DialogTitle id="update-status-title">Update Student Status</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit(submit)}>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <FormTextField control={control} name="status" id="new-status" label="New Status" required autoFocus sx={{ mt: 1 }} />
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton sending={update.isPending} size="medium">
            Confirm
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
