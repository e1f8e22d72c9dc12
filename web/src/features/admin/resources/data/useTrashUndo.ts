import { useCallback, useState } from 'react';
import { restoreTrash, useRefreshAdminViews } from './api';
import type { UndoState } from './listActions';

/**
 * The Undo of a list's deletes: a delete that moved rows to the trash offers it (TRASH_UNDO_MS in
 * the snackbar); Undo restores its trash batches, then every admin view is refetched.
 */
export function useTrashUndo() {
  const [state, setState] = useState<UndoState | null>(null);
  const refresh = useRefreshAdminViews();
  const offerUndo = useCallback((batches: readonly string[], count: number) => {
    if (batches.length && count > 0) setState({ phase: 'offer', batches, count });
  }, []);
  const undo = useCallback(async () => {
    if (state?.phase !== 'offer') return;
    setState({ ...state, phase: 'restoring' });
    try {
      const answer = await restoreTrash({ batches: state.batches });
      setState({ phase: 'done', text: answer.message, ok: true });
    } catch (error) {
      setState({ phase: 'done', text: (error as Error).message, ok: false });
    } finally {
      void refresh();
    }
  }, [state, refresh]);
  const dismiss = useCallback(() => setState((current) => (current?.phase === 'restoring' ? current : null)), []);
  return { undoState: state, offerUndo, undo, dismissUndo: dismiss };
}
