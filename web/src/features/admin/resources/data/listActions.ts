import type { BulkAction, PipelineStage } from '@careers/domain';
import type { BulkPosition } from './runBulk';

/**
 * The states of a list's actions that the list state (ResourceList) holds: the Undo after a delete
 * and a bulk action by query. Types only, so the list state can name them without its hooks.
 */

/** What the snackbar after a delete shows: the Undo offer (its trash batches), or the outcome of the Undo. */
export type UndoState =
  | { phase: 'offer'; batches: readonly string[]; count: number }
  | { phase: 'restoring'; batches: readonly string[]; count: number }
  | { phase: 'done'; text: string; ok: boolean };

/** What a bulk action by query asks the admin to confirm, and what it does once done. */
export interface QueryActionAsk {
  request: { action: BulkAction; stage?: PipelineStage };
  title: string;
  text: string;
  /** A line under the text naming how many rows it acts on (when the text does not). */
  count?: string;
  confirmLabel: string;
  /** false: no confirmation (the spec asks none for it), the dialog opens with its progress. */
  confirm?: boolean;
  /** `trashBatches`: where a delete moved the rows (an Undo restores them). */
  onDone?: (processed: number, trashBatches: readonly string[]) => void;
}

/** A bulk action by query once asked: confirming, running (with its position) or stopped by a failure. */
export interface QueryActionState extends QueryActionAsk {
  query: Readonly<Record<string, string>>;
  /** The query's count when asked (the page answer's total): the progress bar's end. */
  total: number;
  at: BulkPosition;
  phase: 'confirm' | 'running' | 'stopped';
}
