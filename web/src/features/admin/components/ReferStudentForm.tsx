import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { referStudentSchema, type AffiliateJob } from '@careers/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFieldBinding } from '../../../components/forms/fieldBinding';
import { applyServerErrors } from '../../../components/forms/applyServerErrors';
import { FormTextField } from '../../../components/forms/FormTextField';
import { schemaResolver } from '../../../components/forms/schemaResolver';
import { serverMessage } from '../../../components/forms/serverMessage';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useIdempotencyKey } from '../feedback';
import { useReferStudent } from '../api/affiliateJobsApi';
import { ReferralStatusField } from './ReferralStatusField';

/** What the admin types; the job, its affiliate and its title come from the job row. */
const formSchema = referStudentSchema.pick({ studentName: true, email: true, status: true });
type Input = { studentName: string; email: string; status: string };
type Output = { studentName: string; email: string; status: unknown };
const FIELDS = [
  { name: 'studentName', label: 'Student Name', type: 'text' },
  { name: 'email', label: 'Email', type: 'email' },
] as const;
const empty: Input = { studentName: '', email: '', status: '' };

/** Refer: Student Name, Email and Status (free text, optional: Referred when blank), then Submit (POST /api/referstudent). */
export function ReferStudentForm({ job }: { job: AffiliateJob }) {
  const refer = useReferStudent();
  // One key per referral: a double click or a retry refers the student once; a new one after success.
  const { key: idempotencyKey, renew } = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<Input, unknown, Output>({
    defaultValues: empty,
    resolver: schemaResolver<Input, Output>(formSchema),
  });
  const status = useFieldBinding(control, 'status');
  // The schema turns the status into the stage it names; the API takes the text itself.
  const submit = async (checked: Output) => {
    const input: Input = { studentName: checked.studentName, email: checked.email, status: status.value };
    setFailure(null);
    try {
      await refer.mutateAsync({ ...input, jobId: job._id, affiliateId: job.affiliateId, jobTitle: job.jobTitle, idempotencyKey });
      renew();
      reset(empty);
    } catch (error) {
      console.error('Failed to refer the student', error);
      applyServerErrors(error, setError, [...FIELDS.map((field) => field.name), 'status']);
      setFailure(serverMessage(error, 'Could not refer the student.'));
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-label={`Refer a student to ${job.jobTitle}`}
      data-testid="refer-form"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr)) auto' }, alignItems: 'start' }}
    >
      {FIELDS.map((field) => (
        <FormTextField
          key={field.name}
          control={control}
          name={field.name}
          id={`refer-${job._id}-${field.name}`}
          label={field.label}
          type={field.type}
          size="small"
          required
        />
      ))}
      <ReferralStatusField {...status} id={`refer-${job._id}-status`} label="Status" size="small" />
      <SubmitButton sending={refer.isPending || isSubmitting} size="medium">
        Submit
      </SubmitButton>
      {failure && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }} role="alert">
          {failure}
        </Alert>
      )}
    </Box>
  );
}
