import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReviewState } from '@careers/domain';
import type { FormEvent } from 'react';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useJobFee, useSetJobFee } from './jobFeesApi';
import { PlacementFeeField } from './PlacementFeeField';
import { parseRupees } from './rupees';
import { useFeeInput } from './useFeeInput';

export const APPROVE_WITH_FEE = 'Approve with Fee';

/**
 * An affiliate job's placement fee from the review queue: Save Fee, or (a job not approved yet)
 * Approve with Fee, which sets the fee and approves in one go. The API checks the fee; its message
 * shows on the field.
 */
export function JobFeeDialog({
  job,
  onClose,
}: {
  job: { _id: string; jobTitle?: string; review?: ReviewState | null };
  onClose: () => void;
}) {
  const stored = useJobFee({ kind: 'affiliateJobs', jobId: job._id });
  const fee = useFeeInput(stored.data?.placementFee);
  const setFee = useSetJobFee();
  const send = async (approve: boolean) => {
    if (stored.isPending) return;
    try {
      // Whatever was typed goes to the API (NaN and nothing alike), which answers why it refuses.
      await setFee.mutateAsync({
        kind: 'affiliateJobs',
        jobId: job._id,
        rupees: parseRupees(fee.text) as number,
        approve,
        from: job.review ?? undefined,
      });
      onClose();
    } catch (error) {
      console.error('Failed to set the placement fee', error);
      fee.showServerError(error);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };
  const title = `Placement fee of ${job.jobTitle ?? 'this job'}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="job-fee-title">
      <DialogTitle id="job-fee-title">{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} data-testid="job-fee-form">
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>
            The affiliate&apos;s commission on a hire for this job is this fee times its rate. Affiliates and recruiters never see it.
          </DialogContentText>
          <PlacementFeeField id="affiliate-job-fee" fee={fee} loading={stored.isPending} sx={{ width: '100%' }} />
          {stored.isError && <Alert severity="error">The fee of this job could not be loaded.</Alert>}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>Cancel</Button>
          {job.review !== 'approved' && (
            <Button variant="outlined" color="success" disabled={setFee.isPending} onClick={() => void send(true)}>
              {APPROVE_WITH_FEE}
            </Button>
          )}
          <SubmitButton sending={setFee.isPending} size="medium">
            Save Fee
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
