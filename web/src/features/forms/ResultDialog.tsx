import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
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
