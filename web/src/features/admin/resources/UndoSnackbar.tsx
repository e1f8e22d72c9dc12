import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { TRASH_MESSAGES, TRASH_UNDO_MS } from '@careers/domain';
import { kindOf } from './types';
import type { ResourceList } from './useResourceList';

const DONE_MS = 5000;

/** After a delete: "155 notifications moved to Trash" with Undo for TRASH_UNDO_MS, then what the Undo did. */
export function UndoSnackbar({ list }: { list: ResourceList }) {
  const state = list.undoState;
  const kind = kindOf(list.config);
  const message = state === null ? '' : state.phase === 'done' ? state.text : TRASH_MESSAGES.movedToTrash(state.count, kind);
  return (
    <Snackbar
      open={state !== null}
      autoHideDuration={state?.phase === 'done' ? DONE_MS : state?.phase === 'offer' ? TRASH_UNDO_MS : null}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') list.dismissUndo();
      }}
      message={<span data-testid="undo-message">{message}</span>}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={
        state && state.phase !== 'done' ? (
          <Button color="secondary" size="small" onClick={() => void list.undo()} disabled={state.phase === 'restoring'}>
            {TRASH_MESSAGES.undo}
          </Button>
        ) : undefined
      }
    />
  );
}
