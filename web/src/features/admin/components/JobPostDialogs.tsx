import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  JOB_STATUS_LABELS,
  formatIsoDay,
  formatPaise,
  jobPostSchema,
  jobStatusOf,
  type FixedJob,
  type JobPostInput,
} from '@careers/domain';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/forms/applyServerErrors';
import { FormDayField } from '../../../components/forms/DayTextField';
import { FormTextField } from '../../../components/forms/FormTextField';
import { schemaResolver } from '../../../components/forms/schemaResolver';
import { serverMessage } from '../../../components/forms/serverMessage';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useMayCall } from '../../../lib/session';
import { useSaveJob } from '../api/jobPostsApi';
import { RecordAuditTrail } from '../audit/RecordAuditTrail';
import { useIdempotencyKey } from '../feedback';
import { useJobFee, useSetJobFee } from '../jobFees/jobFeesApi';
import { PLACEMENT_FEE_LABEL, PlacementFeeField } from '../jobFees/PlacementFeeField';
import { useFeeInput } from '../jobFees/useFeeInput';
import { formatDayMonthYear } from '../resources/table/formatters';

type JobField = keyof JobPostInput;
type Values = Record<JobField, string>;
export type JobRow = Partial<FixedJob> & { _id: string; studentsApplied?: number | null };

/** The dialogs' fields in the spec's order; roleCategory is 'Skillset' when posting, 'Role Category' when editing. */
const FIELDS: readonly { name: JobField; label: string; editLabel?: string; required?: boolean; multiline?: boolean; date?: boolean }[] = [
  { name: 'title', label: 'Job Title', required: true },
  { name: 'location', label: 'Location', required: true },
  { name: 'salary', label: 'Salary' },
  { name: 'experience', label: 'Experience' },
  { name: 'jobDescription', label: 'Job Description', multiline: true },
  { name: 'jobRole', label: 'Job Role' },
  { name: 'department', label: 'Department' },
  { name: 'roleCategory', label: 'Skillset', editLabel: 'Role Category' },
  { name: 'employmentType', label: 'Employment Type' },
  { name: 'education', label: 'Education' },
  { name: 'englishLevel', label: 'English Level' },
  { name: 'gender', label: 'Gender' },
  /** The job closes at the end of that day (India); empty: it stays open until closed by hand. */
  { name: 'closingDate', label: 'Closing Date', date: true },
];
const FIELD_NAMES = FIELDS.map((field) => field.name);
const valuesOf = (job?: JobRow): Values => Object.fromEntries(FIELD_NAMES.map((name) => [name, String(job?.[name] ?? '')])) as Values;

interface JobFormDialogProps {
  /** The job being edited; a new job is posted without it. */
  job?: JobRow;
  onClose: () => void;
}

/**
 * Post a Job (Post Job / Cancel) or Edit Job (Save Changes / Cancel), validated by jobPostSchema.
 * The button is disabled while the form is sent, and a post carries the form's Idempotency-Key,
 * so a double click stores one job. Editing shows (for an admin) the job's audit trail below the fields.
 */
export function JobFormDialog({ job, onClose }: JobFormDialogProps) {
  const editing = Boolean(job);
  const save = useSaveJob();
  // Admins set the fee here too (recruiters never see money); it is saved after the job's fields.
  const mayFee = useMayCall()('jobPlacementFee');
  const [savedJobId, setSavedJobId] = useState(job?.jobId || job?._id || '');
  const storedFee = useJobFee(savedJobId ? { kind: 'jobPosts', jobId: savedJobId } : null);
  const fee = useFeeInput(savedJobId ? storedFee.data?.placementFee : null);
  const setFee = useSetJobFee({ announce: false });
  const [failure, setFailure] = useState('');
  const { key: idempotencyKey } = useIdempotencyKey();
  // A second click before the first re-render still finds the form sending.
  const sending = useRef(false);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<Values, unknown, JobPostInput>({
    defaultValues: valuesOf(job),
    resolver: schemaResolver<Values, JobPostInput>(jobPostSchema),
  });
  const submit = async (fields: JobPostInput) => {
    if (sending.current) return;
    const feeToSend = mayFee ? fee.toSend() : { send: false as const };
    if (!feeToSend) return;
    sending.current = true;
    setFailure('');
    try {
      // Once posted, a second submit (after a refused fee) saves the same job, never a second one.
      const saved = await save.mutateAsync({ jobId: savedJobId || undefined, fields, idempotencyKey });
      const jobId = saved.jobId || saved._id;
      setSavedJobId(jobId);
      if (feeToSend.send) {
        try {
          await setFee.mutateAsync({ kind: 'jobPosts', jobId, rupees: feeToSend.rupees });
        } catch (error) {
          console.error('Failed to save the placement fee', error);
          fee.showServerError(error);
          return;
        }
      }
      onClose();
    } catch (error) {
      console.error('Failed to save the job', error);
      applyServerErrors(error, setError, FIELD_NAMES);
      setFailure(serverMessage(error, 'Could not save the job.'));
    } finally {
      sending.current = false;
    }
  };
  const titleId = editing ? 'edit-job-title' : 'post-job-title';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{editing ? 'Edit Job' : 'Post a Job'}</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit(submit)} data-testid="job-form">
        <DialogContent dividers sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {FIELDS.map((field) =>
            field.date ? (
              <FormDayField key={field.name} control={control} name={field.name} id={`job-${field.name}`} label={field.label} />
            ) : (
              <FormTextField
                key={field.name}
                control={control}
                name={field.name}
                id={`job-${field.name}`}
                label={editing ? (field.editLabel ?? field.label) : field.label}
                required={field.required}
                multiline={field.multiline}
                minRows={field.multiline ? 3 : undefined}
                sx={field.multiline ? { gridColumn: '1 / -1' } : undefined}
              />
            ),
          )}
          {mayFee && <PlacementFeeField id="job-placementFee" fee={fee} loading={editing && storedFee.isPending} />}
          {failure && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {failure}
            </Alert>
          )}
          {job && <RecordAuditTrail id={job._id} heading="h3" sx={{ gridColumn: '1 / -1' }} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton sending={save.isPending || setFee.isPending || isSubmitting} size="medium">
            {editing ? 'Save Changes' : 'Post Job'}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** View Job: every field read-only, with the Job ID and Posted On, and (for an admin) the job's placement fee and audit trail. */
export function JobViewDialog({ job, onClose }: { job: JobRow; onClose: () => void }) {
  const mayFee = useMayCall()('jobPlacementFeeRead');
  const fee = useJobFee({ kind: 'jobPosts', jobId: job.jobId || job._id });
  const feeShown = fee.data ? (fee.data.placementFee === null ? 'None set' : formatPaise(fee.data.placementFee)) : '';
  const shown = [
    { label: 'Job ID', value: job.jobId },
    ...FIELDS.map((field) => ({ label: field.label, value: field.date ? formatIsoDay(job[field.name]) : job[field.name] })),
    { label: 'Status', value: JOB_STATUS_LABELS[jobStatusOf(job.status)] },
    { label: 'Posted On', value: formatDayMonthYear(job.createdAt) },
    ...(mayFee ? [{ label: PLACEMENT_FEE_LABEL, value: fee.isError ? 'Could not load' : feeShown }] : []),
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="view-job-title">
      <DialogTitle id="view-job-title">View Job</DialogTitle>
      {/* The details scroll where they do not fit and hold nothing focusable: the region takes the focus itself, so the keyboard scrolls it. */}
      <DialogContent dividers role="region" aria-label="Job details" tabIndex={0}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}>
          {shown.map(({ label, value }) => (
            <Box key={label} sx={{ display: 'contents' }} data-testid={`view-job-${label}`}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {value || '—'}
              </Typography>
            </Box>
          ))}
        </Box>
        <RecordAuditTrail id={job._id} heading="h3" sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
