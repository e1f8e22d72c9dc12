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
import { applyServerErrors } from './forms/applyServerErrors';
import { FormTextField } from './forms/FormTextField';
import { schemaResolver } from './forms/schemaResolver';
import { serverMessage } from './forms/serverMessage';
import { SubmitButton } from './forms/SubmitButton';

type Values = Record<keyof AffiliateJobEditInput, string>;

/** An affiliate job's six fields, as the affiliate's post form and the edit dialogs show them. */
export const AFFILIATE_JOB_FORM_FIELDS: readonly { name: keyof Values; label: string }[] = [
  { name: 'jobTitle', label: 'Job Title' },
  { name: 'skillset', label: 'Skillset' },
  { name: 'experience', label: 'Experience' },
  { name: 'location', label: 'Location' },
  { name: 'domain', label: 'Domain' },
  { name: 'salary', label: 'Salary' },
];
const valuesOf = (job: AffiliateJob): Values =>
  Object.fromEntries(AFFILIATE_JOB_FORM_FIELDS.map(({ name }) => [name, job[name] ?? ''])) as Values;

interface AffiliateJobEditDialogProps {
  job: AffiliateJob;
  /** Saves the fields (the owner's path or the admin's); the dialog closes once it resolves. */
  save: (fields: AffiliateJobEditInput) => Promise<unknown>;
  saving: boolean;
  /** What saving does to the job's review, said above the fields. */
  note: string;
  onClose: () => void;
}

/** Edit an affiliate job: the six fields of the post form, validated by affiliateJobEditSchema. */
export function AffiliateJobEditDialog({ job, save, saving, note, onClose }: AffiliateJobEditDialogProps) {
  const [failure, setFailure] = useState('');
  const { control, handleSubmit, setError } = useForm<Values, unknown, AffiliateJobEditInput>({
    defaultValues: valuesOf(job),
    resolver: schemaResolver<Values, AffiliateJobEditInput>(affiliateJobEditSchema),
  });
  const submit = async (fields: AffiliateJobEditInput) => {
    setFailure('');
    try {
      await save(fields);
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
          <DialogContentText sx={{ gridColumn: '1 / -1' }}>{note}</DialogContentText>
          {AFFILIATE_JOB_FORM_FIELDS.map((field) => (
            <FormTextField
              key={field.name}
              control={control}
              name={field.name}
              id={`edit-job-${field.name}`}
              label={field.label}
              required
            />
          ))}
          {failure && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton sending={saving} size="medium">
            Save Changes
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
