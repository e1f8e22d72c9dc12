import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import {
  RESUME_EMAIL_DOMAIN,
  RESUME_MESSAGES,
  STATUS_MESSAGE_MS,
  validateResumeFile,
  withConsentField,
  type jobApplicationSchema,
  type resumeSchema,
} from '@careers/domain';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { ConsentField, useConsent } from '../../../components/forms/ConsentField';
import { FormPhoneField, FormTextField } from '../../../components/forms/FormTextField';
import { ResumeFileInput } from '../../../components/forms/ResumeFileInput';
import { schemaResolver } from '../../../components/forms/schemaResolver';
import { serverMessage } from '../../../components/forms/serverMessage';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useTimedValue, type StatusMessage } from '../../../components/forms/useTimedValue';
import { uploadResume, type ResumeAnswer, type ResumeEndpoint } from '../api/uploadResume';

interface ApplicantValues {
  name: string;
  email: string;
  phone: string;
}
type FormValues = ApplicantValues & Record<string, string>;

export interface ResumeFormProps {
  /** Prefix of the inputs' ids (two forms may be on screen at once). */
  idPrefix: string;
  /** The post-resume form uses resumeSchema, the application modal jobApplicationSchema. */
  schema: typeof resumeSchema | typeof jobApplicationSchema;
  endpoint: ResumeEndpoint;
  /** Fields sent beside the visible ones (jobId, jobTitle, affiliateId); validated by `schema` too. */
  extraFields?: Record<string, string>;
  submitLabel?: string;
  /**
   * Called with the server's answer after a successful submit, instead of the timed success
   * message (the application modal moves on to its confirmation view).
   */
  onSent?: (answer: ResumeAnswer) => void;
}

const EMAIL_HINT = `Use your @${RESUME_EMAIL_DOMAIN} address`;

/**
 * Name, email, phone and a resume file, sent as multipart to `endpoint`. The text fields are
 * checked by `schema`, the file by validateResumeFile. The result is brought to where the user is
 * looking: scrolled into view (inside the modal too) and focused. The success message ('Resume
 * uploaded successfully!') disappears after STATUS_MESSAGE_MS; a failure shows the server's reason
 * as it wrote it ('Error uploading resume' only when it gave none) and stays until the next submit
 * or until closed. On success the fields and the file input are cleared, and `onSent`, when given,
 * gets the answer instead of the success message.
 */
export function ResumeForm({ idPrefix, schema, endpoint, extraFields, submitLabel = 'Submit', onSent }: ResumeFormProps) {
  const defaultValues = useMemo<FormValues>(() => ({ ...extraFields, name: '', email: '', phone: '' }), [extraFields]);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<FormValues, unknown, Record<string, string>>({
    defaultValues,
    resolver: schemaResolver<FormValues, Record<string, string>>(schema),
  });

  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const success = useTimedValue<StatusMessage>(STATUS_MESSAGE_MS);
  const [failure, setFailure] = useState<StatusMessage | null>(null);
  const shown = failure ?? success.value;
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const alert = statusRef.current;
    if (!alert) return;
    alert.scrollIntoView({ block: 'nearest' });
    alert.focus({ preventScroll: true });
  }, [shown]);
  const consent = useConsent();

  const pickFile = (picked: File | null) => {
    setFile(picked);
    // After a failed submit, the file's message follows the new choice.
    if (fileError) setFileError(validateResumeFile(picked));
  };

  const clearFile = () => {
    setFile(null);
    setFileError(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const send = async (values: Record<string, string>, resume: File) => {
    setFailure(null);
    try {
      const answer = (await uploadResume(endpoint, withConsentField(values), resume)) ?? {};
      reset(defaultValues);
      clearFile();
      if (onSent) onSent(answer);
      else success.show({ kind: 'success', text: RESUME_MESSAGES.uploadSuccess });
    } catch (error) {
      console.error('Resume upload failed', error);
      setFailure({ kind: 'error', text: serverMessage(error, RESUME_MESSAGES.uploadError) });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const resumeError = validateResumeFile(file);
    setFileError(resumeError);
    consent.guard(
      handleSubmit(
        consent.only(async (values) => {
          if (resumeError || !file) return;
          await send(values, file);
        }),
      ),
    )(event);
  };

  const id = (field: string) => `${idPrefix}-${field}`;
  const bind = (field: keyof ApplicantValues) => ({ control, name: field, testId: field, id: id(field) });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.25} data-testid={`${idPrefix}-form`}>
      <FormTextField {...bind('name')} label="Name" required autoComplete="name" />
      <FormTextField {...bind('email')} label="Email" type="email" required autoComplete="email" helperText={EMAIL_HINT} />
      <FormPhoneField {...bind('phone')} label="Phone" required />
      <ResumeFileInput
        id={id('resume')}
        required
        file={file}
        onChange={pickFile}
        error={fileError}
        inputRef={fileInput}
        disabled={isSubmitting}
      />
      <ConsentField {...consent.field} id={id('consent')} />
      <SubmitButton sending={isSubmitting}>{submitLabel}</SubmitButton>
      <div aria-live="polite">
        {shown && (
          <Alert
            ref={statusRef}
            tabIndex={-1}
            severity={shown.kind}
            // Not "Close": in the application modal that is the dialog's own button.
            closeText="Dismiss message"
            onClose={() => {
              setFailure(null);
              success.clear();
            }}
            data-testid="resume-status"
            sx={{ scrollMarginBottom: 16 }}
          >
            {shown.text}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
