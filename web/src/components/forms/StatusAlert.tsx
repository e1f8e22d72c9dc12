import Alert from '@mui/material/Alert';
import type { StatusMessage } from './useTimedValue';

/** A form's status line: success as a polite status, failure as an alert; nothing without a status. */
export function StatusAlert({ status, testId }: { status: StatusMessage | null | undefined; testId?: string }) {
  if (!status) return null;
  return (
    <Alert severity={status.kind} role={status.kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {status.text}
    </Alert>
  );
}
