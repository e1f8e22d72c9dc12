import { useCallback, useState } from 'react';
import { FEEDBACK_MESSAGES, STAGE_LABELS, TRASH_MESSAGES, type BulkAction, type PipelineStage } from '@careers/domain';
import { useAdminFeedback } from '../../feedback';
import { bulkActionCall, recordsOf, useRefreshAdminViews } from './api';
import type { QueryActionAsk, QueryActionState } from './listActions';
import { runBulk } from './runBulk';
import type { ResourceConfig } from '../types';

/** The snackbar after a bulk action by query, by action: what it did to how many rows. */
const DONE_MESSAGES: Record<BulkAction, (processed: number, config: ResourceConfig, stage?: PipelineStage) => string> = {
  delete: (processed, config) => FEEDBACK_MESSAGES.deleted(processed, recordsOf(config)),
  markRead: (processed) => FEEDBACK_MESSAGES.markedRead(processed),
  moveStage: (processed, _config, stage) => FEEDBACK_MESSAGES.moved(processed, stage ? STAGE_LABELS[stage] : ''),
  open: (processed) => FEEDBACK_MESSAGES.statusChanged(processed, 'open'),
  close: (processed) => FEEDBACK_MESSAGES.statusChanged(processed, 'closed'),
  restore: (processed) => TRASH_MESSAGES.restored(processed),
  approve: (processed) => FEEDBACK_MESSAGES.jobsApproved(processed),
};
const doneMessage = (config: ResourceConfig, { action, stage }: QueryActionAsk['request'], processed: number) =>
  DONE_MESSAGES[action](processed, config, stage);

/**
 * A bulk action on every row the list's query matches (delete, mark read, move stage): confirmed in
 * a dialog naming the count (a delete), then run on the server a slice per call with its progress
 * shown in the dialog. If a call fails the dialog offers to go on from the last cursor.
 */
export function useQueryAction(config: ResourceConfig, afterDone: () => void) {
  const [state, setState] = useState<QueryActionState | null>(null);
  const refresh = useRefreshAdminViews();
  const feedback = useAdminFeedback();

  const start = useCallback(
    async (action: QueryActionState) => {
      const { request, query, at, onDone } = action;
      setState({ ...action, phase: 'running' });
      const trashBatches: string[] = [];
      try {
        const done = await runBulk(
          async (cursor) => {
            const { answer, trashBatch } = await bulkActionCall(config, { ...request, query, ...(cursor ? { cursor } : {}) });
            if (trashBatch) trashBatches.push(trashBatch);
            return answer;
          },
          at,
          (position) => setState((current) => current && { ...current, at: position }),
        );
        setState(null);
        onDone?.(done.processed, trashBatches);
        afterDone();
        feedback.success(doneMessage(config, request, done.processed));
      } catch (error) {
        console.error(`Failed to ${request.action} ${config.label}`, error);
        setState((current) => current && { ...current, phase: 'stopped' });
        feedback.failure(error);
      } finally {
        void refresh();
      }
    },
    [config, afterDone, refresh, feedback],
  );

  /** Opens the dialog: to confirm, or (`confirm: false`) already running. */
  const ask = useCallback(
    (action: QueryActionAsk, query: Readonly<Record<string, string>>, total: number) => {
      const asked: QueryActionState = { ...action, query, total, at: { processed: 0 }, phase: 'confirm' };
      if (action.confirm === false) void start(asked);
      else setState(asked);
    },
    [start],
  );
  const cancel = useCallback(() => setState((current) => (current?.phase === 'running' ? current : null)), []);
  /** Confirmed, or Continue after a stop: runs from where it is. */
  const run = useCallback(async () => {
    if (state && state.phase !== 'running') await start(state);
  }, [state, start]);

  return { queryAction: state, askQueryAction: ask, cancelQueryAction: cancel, runQueryAction: run };
}
