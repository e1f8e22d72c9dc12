import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';
import { SubmitButton } from '../../../components/forms/SubmitButton';

/** The frame of a commission dialog: a titled form, its fields, the server's refusal, Cancel and the action. */
export function CommissionDialog({
  title,
  action,
  sending,
  failure,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  action: string;
  sending: boolean;
  failure: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} data-testid="commission-form">
        <DialogContent dividers>
          {children}
          {failure && (
            <Alert severity="error" data-testid="commission-failure">
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton sending={sending} size="medium">
            {action}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
