import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ADMIN_MESSAGES, type Referral } from '@careers/domain';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../components/forms/serverMessage';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useUpdateReferralStatus } from '../api/affiliateJobsApi';
import { ReferralStatusField } from './ReferralStatusField';

/**
 * 'Update Student Status': New Status is free text (the referral's status to start with), Confirm
 * and Cancel (PUT /api/referredstudent/{id}). A text naming a stage moves the referral, and the
 * application it led to, to that stage.
 */
export function UpdateStatusDialog({ referral, onClose }: { referral: Referral; onClose: () => void }) {
  const update = useUpdateReferralStatus();
  const [status, setStatus] = useState(referral.status);
  const [failure, setFailure] = useState('');
  const [missing, setMissing] = useState(false);
  const blank = !status.trim();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank) {
      setMissing(true);
      return;
    }
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
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <ReferralStatusField
            id="new-status"
            label="New Status"
            required
            autoFocus
            value={status}
            onChange={setStatus}
            error={missing && blank}
            helperText={missing && blank ? ADMIN_MESSAGES.statusRequired : ' '}
          />
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
