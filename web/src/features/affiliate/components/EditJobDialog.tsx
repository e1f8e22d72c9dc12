import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { affiliateJobEditSchema, type AffiliateJob, type AffiliateJobEditInput } from '@careers/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/forms/applyServerErrors';
import { FormTextField } from '../../../components/forms/FormTextField';
import { schemaResolver } from '../../../components/forms/schemaResolver';
import { serverMessage } from '../../../components/forms/serverMessage';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useEditJob } from '../api/dashboardApi';
import { AFFILIATE_JOB_FORM_FIELDS } from './AffiliateJobForm';

type Values = Record<keyof AffiliateJobEditInput, string>;
const valuesOf = (job: AffiliateJob): Values =>
  Object.fromEntries(AFFILIATE_JOB_FORM_FIELDS.map(({ name }) => [name, job[name] ?? ''])) as Values;

/** Edit one of the affiliate's jobs: the six fields of the post form; saved, the job is reviewed again. */
export function EditJobDialog({ job, onClose }: { job: AffiliateJob; onClose: () => void }) {
  const edit = useEditJob();
  const [failure, setFailure] = useState('');
  const { control, handleSubmit, setError } = useForm<Values, unknown, AffiliateJobEditInput>({
    defaultValues: valuesOf(job),
    resolver: schemaResolver<Values, AffiliateJobEditInput>(affiliateJobEditSchema),
  });
  const submit = async (fields: AffiliateJobEditInput) => {
    setFailure('');
    try {
      await edit.mutateAsync({ id: job._id, job: fields });
      onClose();
    } catch (error) {
      console.error('Failed to edit the job', error);
      applyServerErrors(
        error,
        setError,
        AFFILIATE_JOB_FORM_FIELDS.map(({ name }) => name),
      );
      setFailure(serverMessage(error, 'Could not save the job.'));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="edit-affiliate-job-title">
      <DialogTitle id="edit-affiliate-job-title">Edit Job</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit(submit)} data-testid="edit-job-form">
        <DialogContent dividers sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <DialogContentText sx={{ gridColumn: '1 / -1' }}>An edited job is reviewed again before it is public.</DialogContentText>
          {AFFILIATE_JOB_FORM_FIELDS.map((field) => (
            <FormTextField key={field.name} control={control} name={field.name} id={`edit-job-${field.name}`} label={field.label} required />
          ))}
          {failure && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton sending={edit.isPending} size="medium">
            Save Changes
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
