import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { TRASH_MESSAGES, TRASH_UNDO_MS } from '@careers/domain';
import { useEffect, useRef } from 'react';
import { kindOf, type ResourceList } from '../types';

const DONE_MS = 5000;
/** Longer than a dialog's exit transition. */
const HANDOVER_WAIT_MS = 2000;

/** The id of a list screen's heading: where the keyboard goes back to once the Undo is over. */
export const LIST_HEADING_ID = 'list-heading';

/** Focus that has nowhere to be (its control was removed or disabled) sits on the page's body. */
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * After a delete: "155 notifications moved to Trash" with Undo for TRASH_UNDO_MS, then what the Undo
 * did. The delete's own button is disabled once its rows are gone, so the keyboard's next stop is
 * Undo: it takes the focus (which also holds the snackbar open, as hovering does), and gives it to the
 * list's heading when it goes away.
 */
export function UndoSnackbar({ list }: { list: ResourceList }) {
  const state = list.undoState;
  const kind = kindOf(list.config);
  const message = state === null ? '' : state.phase === 'done' ? state.text : TRASH_MESSAGES.movedToTrash(state.count, kind);
  const undoButton = useRef<HTMLButtonElement>(null);
  const offered = state?.phase === 'offer';
  const undoing = state !== null && state.phase !== 'done';
  useEffect(() => {
    if (!offered) return;
    // The confirmation dialog gives focus back at the end of its exit transition, to the delete's
    // button, which the delete disabled (the grid may then take it for another row): Undo takes it
    // once the dialog is gone.
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (document.querySelector('.MuiDialog-root') && Date.now() - started < HANDOVER_WAIT_MS) return;
      window.clearInterval(timer);
      undoButton.current?.focus();
    }, 50);
    return () => window.clearInterval(timer);
  }, [offered]);
  const wasUndoing = useRef(false);
  useEffect(() => {
    if (undoing) wasUndoing.current = true;
    else if (wasUndoing.current && focusLost()) document.getElementById(LIST_HEADING_ID)?.focus();
  }, [undoing]);
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
        undoing ? (
          <Button ref={undoButton} color="secondary" size="small" onClick={() => void list.undo()} disabled={state.phase === 'restoring'}>
            {TRASH_MESSAGES.undo}
          </Button>
        ) : undefined
      }
    />
  );
}
