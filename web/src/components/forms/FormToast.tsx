import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useRef } from 'react';
import type { StatusKind } from './useTimedValue';

export interface Toast {
  kind: StatusKind;
  title: string;
  message: string;
}

/**
 * A toast with a title and a message. How long it stays is decided by its owner (useTimedValue),
 * so the spec's durations are kept exactly; the close button dismisses it early.
 */
export function FormToast({ toast, onClose, testId = 'form-toast' }: { toast: Toast | null; onClose: () => void; testId?: string }) {
  // Keep the last toast on screen while the closing transition runs.
  const last = useRef<Toast | null>(toast);
  if (toast) last.current = toast;
  const shown = toast ?? last.current;
  return (
    <Snackbar
      open={toast !== null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ maxWidth: { sm: 480 }, bottom: { xs: 88, sm: 24 } }}
    >
      {shown ? (
        <Alert
          onClose={onClose}
          severity={shown.kind}
          variant="filled"
          role={shown.kind === 'error' ? 'alert' : 'status'}
          data-testid={testId}
          sx={{ width: '100%' }}
        >
          <AlertTitle>{shown.title}</AlertTitle>
          {shown.message}
        </Alert>
      ) : (
        <span />
      )}
    </Snackbar>
  );
}
