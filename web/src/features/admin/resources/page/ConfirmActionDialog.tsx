import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ADMIN_LIST_MESSAGES } from '@careers/domain';
import { memo } from 'react';
import { ProgressLine } from './ProgressLine';

interface ConfirmActionDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** A line under the text: how many rows a bulk action by query acts on. */
  count?: string;
  /** The confirm button ('Delete' unless given). */
  confirmLabel?: string;
  busy: boolean;
  /** A bulk action by query under way (or stopped): rows done of the total. */
  progress?: { done: number; total: number };
  /** The bulk action stopped on an error: confirming goes on from where it stopped. */
  stopped?: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void> | void;
}

/**
 * The confirmation of the admin lists' writes (deletes with the resource's own title and wording,
 * and the bulk actions by query with their count and progress). Memoised: closed, it skips the
 * list's renders.
 */
export const ConfirmActionDialog = memo(function ConfirmActionDialog({
  open,
  title,
  text,
  count,
  confirmLabel = 'Delete',
  busy,
  progress,
  stopped = false,
  onCancel,
  onConfirm,
}: ConfirmActionDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="confirm-action-title" aria-describedby="confirm-action-text">
      <DialogTitle id="confirm-action-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-action-text">{text}</DialogContentText>
        {count && (
          <Typography id="confirm-action-count" sx={{ mt: 1, fontWeight: 600 }}>
            {count}
          </Typography>
        )}
        {progress && (busy || progress.done > 0 || stopped) && (
          <Box sx={{ mt: 2 }}>
            <ProgressLine testId="bulk-progress" done={progress.done} total={progress.total} />
          </Box>
        )}
        {stopped && progress && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="bulk-stopped">
            {ADMIN_LIST_MESSAGES.stopped(progress.done, progress.total)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={() => void onConfirm()} disabled={busy}>
          {stopped ? 'Continue' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
