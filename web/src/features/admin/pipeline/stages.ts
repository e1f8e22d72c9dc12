import { PIPELINE_MESSAGES, STAGE_LABELS, stageOf, type PipelineEvent, type PipelineStage } from '@careers/domain';

/** What the board and the list need of an application row. */
export interface StagedRow {
  _id: string;
  stage?: unknown;
}

/** The rows with the applications named by `ids` at `stage` (a new array; other rows kept as they are). */
export function withStage<Row extends StagedRow>(rows: readonly Row[], ids: ReadonlySet<string>, stage: PipelineStage): Row[] {
  return rows.map((row) => (ids.has(row._id) && stageOf(row.stage) !== stage ? { ...row, stage } : row));
}

/** How many cards a board column shows before 'Show more' (a column may hold thousands). */
export const BOARD_COLUMN_PAGE = 50;

/** One history event as the timeline says it; a move whose mail the throttle held back says so. */
export function eventText(event: Pick<PipelineEvent, 'type' | 'from' | 'to' | 'text' | 'mail'>): string {
  if (event.type === 'stage') {
    const moved = `Moved from ${STAGE_LABELS[stageOf(event.from)]} to ${STAGE_LABELS[stageOf(event.to)]}${event.text ? `: ${event.text}` : ''}`;
    return event.mail === 'held' ? `${moved}. ${PIPELINE_MESSAGES.mailHeld}` : moved;
  }
  if (event.type === 'note') return `Note: ${event.text ?? ''}`;
  if (event.type === 'interview') return `Interview: ${event.text ?? ''}`;
  return `Mail sent: ${event.text ?? ''}`;
}
