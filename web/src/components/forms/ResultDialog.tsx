import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './applyServerErrors';
import { serverMessage } from './serverMessage';
import type { StatusKind } from './useTimedValue';

export interface FormResult {
  kind: StatusKind;
  title: string;
  message: string;
}

/** The popup shown after an enrollment form is sent: 'Thank you!' or 'Error!' with a message. Closable. */
export function ResultDialog({ result, onClose }: { result: FormResult | null; onClose: () => void }) {
  const success = result?.kind === 'success';
  const Icon = success ? CheckCircleIcon : ErrorIcon;
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      aria-labelledby="form-result-title"
      aria-describedby="form-result-message"
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { 'data-testid': 'form-result-dialog' } as object }}
    >
      {result && (
        <>
          <DialogTitle id="form-result-title" component="h2">
            <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
              <Icon color={success ? 'success' : 'error'} aria-hidden />
              <span>{result.title}</span>
            </Stack>
          </DialogTitle>
          <DialogContent>
            <DialogContentText id="form-result-message" sx={{ whiteSpace: 'pre-line' }}>
              {result.message}
            </DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onClose} variant="contained" autoFocus>
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

export interface SubmissionOptions<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The form's empty values: what it is reset to after success; its keys are the fields that take server messages. */
  empty: Values;
  submit: (values: Output) => Promise<unknown>;
  messages: { successTitle: string; success: string; errorTitle: string; failure: string };
  /** Logged to the console with the error when sending fails. */
  failureLog: string;
  /** Called with the error result after it is shown (e.g. to raise a toast as well). */
  onFailure?: (result: FormResult) => void;
}

/**
 * Sends an enrollment form and keeps the outcome for ResultDialog: on success the form is reset and
 * the success result shown; on failure the server's field messages go on the fields and the error
 * result carries the server's message (or `messages.failure`).
 */
export function useSubmissionResult<Values extends FieldValues, Output>({
  form,
  empty,
  submit,
  messages,
  failureLog,
  onFailure,
}: SubmissionOptions<Values, Output>) {
  const [result, setResult] = useState<FormResult | null>(null);

  const send = async (values: Output) => {
    try {
      await submit(values);
      form.reset(empty);
      setResult({ kind: 'success', title: messages.successTitle, message: messages.success });
    } catch (error) {
      console.error(failureLog, error);
      applyServerErrors(error, form.setError, Object.keys(empty));
      const failed: FormResult = { kind: 'error', title: messages.errorTitle, message: serverMessage(error, messages.failure) };
      setResult(failed);
      onFailure?.(failed);
    }
  };

  return { result, send, close: () => setResult(null) };
}
