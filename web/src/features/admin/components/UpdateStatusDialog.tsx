import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ADMIN_MESSAGES, PIPELINE_STAGES, isPipelineStage, type PipelineStage, type Referral } from '@careers/domain';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../components/forms/serverMessage';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useUpdateReferralStatus } from '../api/affiliateJobsApi';
import { referralStageOption } from '../pipeline/stages';

/**
 * 'Update Student Status': New Status is a stage (admin label, and the applicant's word the
 * affiliate sees), Confirm and Cancel (PUT /api/referredstudent/{id} with the stage's key). When
 * the student applied, the application moves too.
 */
export function UpdateStatusDialog({ referral, onClose }: { referral: Referral; onClose: () => void }) {
  const update = useUpdateReferralStatus();
  const [stage, setStage] = useState<PipelineStage | ''>(isPipelineStage(referral.stage) ? referral.stage : '');
  const [failure, setFailure] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stage) {
      setMissing(true);
      return;
    }
    try {
      await update.mutateAsync({ id: referral._id, status: stage });
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
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <TextField
            select
            id="new-status"
            label="New Status"
            required
            autoFocus
            value={stage}
            error={missing && !stage}
            helperText={missing && !stage ? ADMIN_MESSAGES.statusRequired : ' '}
            onChange={(event) => setStage(event.target.value as PipelineStage)}
            sx={{ mt: 1 }}
          >
            {PIPELINE_STAGES.map((option) => (
              <MenuItem key={option} value={option}>
                {referralStageOption(option)}
              </MenuItem>
            ))}
          </TextField>
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
