import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { REVIEW_REASON_MAX_LENGTH, jobReviewSchema, type ReviewState } from '@careers/domain';
import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '../../../components/forms/serverMessage';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useReviewAffiliateJob } from '../api/affiliateJobsApi';

/** Reject an affiliate job: the reason (required, shown to the affiliate in the mail and on its dashboard). */
export function RejectJobDialog({ job, onClose }: { job: { _id: string; jobTitle?: string; review?: ReviewState }; onClose: () => void }) {
  const review = useReviewAffiliateJob();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = jobReviewSchema.safeParse({ decision: 'reject', reason, from: job.review });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setError('');
    setFailure('');
    try {
      await review.mutateAsync({ id: job._id, review: parsed.data });
      onClose();
    } catch (failed) {
      console.error('Failed to reject the job', failed);
      setError(serverFieldErrors(failed).reason ?? '');
      setFailure(serverMessage(failed, 'Could not reject the job.'));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reject-job-title">
      <DialogTitle id="reject-job-title">Reject {job.jobTitle ?? 'job'}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} data-testid="reject-job-form">
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>The affiliate gets this reason by mail and sees it on their dashboard.</DialogContentText>
          <TextField
            id="reject-reason"
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(error)}
            helperText={error || ' '}
            required
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: REVIEW_REASON_MAX_LENGTH } }}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton sending={review.isPending} size="medium" color="error">
            Reject
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
