import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { memo } from 'react';

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  text: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void> | void;
}

/** The delete confirmation of the admin lists, with the resource's own title and wording (memoised: closed, it skips the list's renders). */
export const ConfirmDeleteDialog = memo(function ConfirmDeleteDialog({
  open,
  title,
  text,
  busy,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-delete-title" aria-describedby="confirm-delete-text">
      <DialogTitle id="confirm-delete-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={() => void onConfirm()} disabled={busy}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
});
