import Box from '@mui/material/Box';
import { AFFILIATE_MESSAGES as M, TOAST_MS, affiliateJobSchema, type AffiliateJobInput } from '@careers/domain';
import { useForm } from 'react-hook-form';
import { AFFILIATE_JOB_FORM_FIELDS } from '../../../components/AffiliateJobEditDialog';
import { FormTextField } from '../../../components/forms/FormTextField';
import { FormToast, type Toast } from '../../../components/forms/FormToast';
import { schemaResolver } from '../../../components/forms/schemaResolver';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useTimedValue } from '../../../components/forms/useTimedValue';
import { usePostJob } from '../api/dashboardApi';
import { useAffiliateId } from '../hooks/useAffiliateId';

type JobInput = Omit<AffiliateJobInput, 'affiliateId'>;
type Values = Record<keyof JobInput, string>;

/** The form validates the job's own fields; the affiliate id comes from the session. */
const jobFormSchema = affiliateJobSchema.omit({ affiliateId: true });
const empty: Values = { jobTitle: '', skillset: '', experience: '', location: '', domain: '', salary: '' };

/** Post a Job: six required fields; the outcome shows in a toast and the table refreshes. */
export function AffiliateJobForm() {
  const affiliateId = useAffiliateId();
  const postJob = usePostJob();
  const toast = useTimedValue<Toast>(TOAST_MS);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<Values, unknown, JobInput>({ defaultValues: empty, resolver: schemaResolver<Values, JobInput>(jobFormSchema) });

  const submit = async (job: JobInput) => {
    if (!affiliateId) return toast.show({ kind: 'error', title: M.errorTitle, message: M.affiliateIdRequired });
    try {
      await postJob.mutateAsync(job);
      reset(empty);
      toast.show({ kind: 'success', title: M.successTitle, message: M.jobPosted });
    } catch {
      toast.show({ kind: 'error', title: M.errorTitle, message: M.jobPostFailed });
    }
  };

  return (
    <>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(submit)}
        aria-label="Post a job"
        data-testid="affiliate-job-form"
        sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {AFFILIATE_JOB_FORM_FIELDS.map((field) => (
          <FormTextField key={field.name} control={control} name={field.name} id={`job-${field.name}`} label={field.label} required />
        ))}
        <SubmitButton sending={isSubmitting}>Post Job</SubmitButton>
      </Box>
      <FormToast toast={toast.value} onClose={toast.clear} testId="post-job-toast" />
    </>
  );
}
