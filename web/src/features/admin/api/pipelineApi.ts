import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  ALL_JOB_APPLICATIONS,
  ENDPOINTS,
  FEEDBACK_MESSAGES,
  STAGE_LABELS,
  STAGE_MOVE_MAX_IDS,
  apiPath,
  stageOf,
  type ApplicationDetail,
  type PipelineEvent,
  type PipelineStage,
  type PipelineStats,
  type StageCounts,
} from '@careers/domain';
import { apiFetch } from '../../../lib/api';
import { feedbackMeta } from '../feedback';
import { BOARD_COLUMN_PAGE, withStage } from '../pipeline/stages';
import type { ListAnswer } from '../resources/data/api';
import type { ResourceRow } from '../resources/types';
import { ADMIN_QUERY_ROOT, adminQueryKey } from './queryKeys';

/** Every pipeline query (counts, detail, history, previews, stats) starts with this key. */
export const PIPELINE_KEY = adminQueryKey('pipeline');
const pipelineKey = <const Parts extends readonly unknown[]>(...parts: Parts) => [...PIPELINE_KEY, ...parts] as const;

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

export const stageCountsQuery = (jobId: string = ALL_JOB_APPLICATIONS) =>
  queryOptions({
    queryKey: pipelineKey('stageCounts', jobId),
    queryFn: ({ signal }) => apiFetch<StageCounts>(withQuery(apiPath(ENDPOINTS.applicationStageCounts), { jobId }), { signal }),
    staleTime: 0,
  });

export const applicationDetailQuery = (id: string) =>
  queryOptions({
    queryKey: pipelineKey('detail', id),
    queryFn: ({ signal }) => apiFetch<ApplicationDetail>(apiPath(ENDPOINTS.applicationDetail, { id }), { signal }),
    staleTime: 0,
  });

export const applicationEventsQuery = (id: string) =>
  queryOptions({
    queryKey: pipelineKey('events', id),
    queryFn: ({ signal }) => apiFetch<PipelineEvent[]>(apiPath(ENDPOINTS.applicationEvents, { id }), { signal }),
    staleTime: 0,
  });

export interface MailPreview {
  to: string | null;
  subject: string;
  text: string;
}

export const mailPreviewQuery = (id: string, stage: PipelineStage) =>
  queryOptions({
    queryKey: pipelineKey('mailPreview', id, stage),
    queryFn: ({ signal }) => apiFetch<MailPreview>(withQuery(apiPath(ENDPOINTS.applicationMailPreview, { id }), { stage }), { signal }),
    staleTime: 0,
  });

export const pipelineStatsQuery = () =>
  queryOptions({
    queryKey: pipelineKey('stats'),
    queryFn: ({ signal }) => apiFetch<PipelineStats>(apiPath(ENDPOINTS.applicationPipelineStats), { signal }),
    staleTime: 0,
  });

export const useStageCounts = (jobId?: string) => useQuery(stageCountsQuery(jobId));
export const usePipelineStats = () => useQuery(pipelineStatsQuery());

export interface StageMove {
  id: string;
  stage: PipelineStage;
  note?: string;
  notify?: boolean;
}

/** PUT the stage of one application (an idempotency key per move, so a retry moves and mails once). */
export const moveStage = ({ id, ...body }: StageMove) =>
  apiFetch<ApplicationDetail>(apiPath(ENDPOINTS.applicationStageMove, { id }), {
    method: ENDPOINTS.applicationStageMove.method,
    body,
    idempotent: true,
  });

/** The bulk move, in calls of at most STAGE_MOVE_MAX_IDS ids; answers how many moved in all. */
export async function moveStages(ids: readonly string[], stage: PipelineStage, notify = false): Promise<number> {
  let moved = 0;
  for (let i = 0; i < ids.length; i += STAGE_MOVE_MAX_IDS) {
    const answer = await apiFetch<{ moved: number }>(apiPath(ENDPOINTS.applicationStageBulkMove), {
      method: ENDPOINTS.applicationStageBulkMove.method,
      body: { ids: ids.slice(i, i + STAGE_MOVE_MAX_IDS), stage, notify },
      idempotent: true,
    });
    moved += answer.moved;
  }
  return moved;
}

export function useAddNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiFetch<PipelineEvent>(apiPath(ENDPOINTS.applicationNoteAdd, { id }), {
        method: ENDPOINTS.applicationNoteAdd.method,
        body: { text },
        idempotent: true,
      }),
    meta: feedbackMeta({ success: FEEDBACK_MESSAGES.noteAdded }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationEventsQuery(id).queryKey }),
        // The application's audit trail (audit/RecordAuditTrail.tsx) has the note too.
        queryClient.invalidateQueries({ queryKey: adminQueryKey('auditList', 'record', id) }),
      ]),
  });
}

type Row = ResourceRow & { stage?: unknown; appliedAt?: unknown };
const APPLICATION_LISTS = adminQueryKey('applicationList');
/** The filters of a cached application list (its key's page query); none for an unpaged list. */
const pageQueryOf = (key: QueryKey) => key[3] as Readonly<Record<string, string>> | undefined;
const BOARD_COLUMN = 'boardColumn';
/** A board column's cache holds its pages so far, newest first, and is patched in place by a move. */
const isBoardColumn = (key: QueryKey) => key[4] === BOARD_COLUMN;

/** A board column: one stage of one job's applications, newest first; 'Show more' adds pages to it (showMoreOfColumn). */
export const boardColumnQuery = (jobId: string, stage: PipelineStage) => {
  const pageQuery = { stage, limit: String(BOARD_COLUMN_PAGE) };
  return queryOptions({
    queryKey: [...APPLICATION_LISTS, { jobId }, pageQuery, BOARD_COLUMN] as const,
    queryFn: ({ signal }) => fetchColumnPage(jobId, pageQuery, signal),
    staleTime: 0,
  });
};

// The applications resource's own fetch (resources/data/api.ts) is not used here: that resource imports this module.
const fetchColumnPage = (jobId: string, pageQuery: Readonly<Record<string, string>>, signal?: AbortSignal) =>
  apiFetch<ListAnswer>(apiPath(ENDPOINTS.applicationList, { jobId }, pageQuery), { signal });

/** Reads a column's next page and appends it to the column's cache. */
export async function showMoreOfColumn(queryClient: QueryClient, jobId: string, stage: PipelineStage) {
  const { queryKey } = boardColumnQuery(jobId, stage);
  const cursor = queryClient.getQueryData<ListAnswer>(queryKey)?.nextCursor;
  if (!cursor) return;
  const next = await fetchColumnPage(jobId, { ...pageQueryOf(queryKey), cursor });
  queryClient.setQueryData<ListAnswer>(queryKey, (column) => {
    if (!column) return column;
    const shown = new Set(column.rows.map((row) => row._id));
    return { rows: [...column.rows, ...next.rows.filter((row) => !shown.has(row._id))], total: next.total, nextCursor: next.nextCursor };
  });
}

/** An application as any cached list holds it (the board's menu and drop need its name and stage). */
export function cachedApplication(queryClient: QueryClient, id: string): Row | undefined {
  for (const [, answer] of queryClient.getQueriesData<ListAnswer>({ queryKey: APPLICATION_LISTS })) {
    const row = answer?.rows.find((candidate) => candidate._id === id);
    if (row) return row as Row;
  }
  return undefined;
}

/** `rows` with `row` placed among them newest first (by appliedAt, ISO text); at the end when it is the oldest. */
function withRowByDate(rows: readonly ResourceRow[], row: Row): ResourceRow[] {
  const at = String(row.appliedAt ?? '');
  const index = rows.findIndex((other) => String(other.appliedAt ?? '') < at);
  return index < 0 ? [...rows, row] : [...rows.slice(0, index), row, ...rows.slice(index)];
}

/**
 * A cached application list with the applications `ids` at `stage`: an unfiltered list shows their
 * new stage; a list of another stage loses them; a board column of `stage` gains them in date order.
 * Other lists of `stage` (sorted or searched another way) are refetched after the move instead.
 */
function listAfterMove(key: QueryKey, answer: ListAnswer, moving: readonly Row[], stage: PipelineStage): ListAnswer {
  const filter = pageQueryOf(key)?.stage;
  const ids = new Set(moving.map((row) => row._id));
  if (!filter) return { ...answer, rows: withStage(answer.rows as Row[], ids, stage) };
  if (filter !== stage) {
    const rows = answer.rows.filter((row) => !ids.has(row._id));
    return { ...answer, rows, total: answer.total - (answer.rows.length - rows.length) };
  }
  if (!isBoardColumn(key)) return answer;
  const arriving = moving.filter((row) => stageOf(row.stage) !== stage && !answer.rows.some((other) => other._id === row._id));
  const rows = arriving.reduce((sorted, row) => withRowByDate(sorted, { ...row, stage }), answer.rows);
  return { ...answer, rows, total: answer.total + arriving.length };
}

/**
 * Puts applications at a stage in every cached application list at once (the board's columns and
 * the list share them) and answers how to undo it: the optimistic half of a move.
 */
export async function patchCachedStages(queryClient: QueryClient, ids: readonly string[], stage: PipelineStage) {
  await queryClient.cancelQueries({ queryKey: APPLICATION_LISTS });
  const before = queryClient.getQueriesData<ListAnswer>({ queryKey: APPLICATION_LISTS });
  const moving = ids.map((id) => cachedApplication(queryClient, id)).filter((row): row is Row => Boolean(row));
  for (const [key, answer] of before) if (answer) queryClient.setQueryData(key, listAfterMove(key, answer, moving, stage));
  return () => {
    for (const [key, answer] of before) queryClient.setQueryData(key, answer);
  };
}

/**
 * After a move every admin view is refetched but the application lists patched in place: the
 * unfiltered ones, the other stages' and the board's columns (listAfterMove).
 */
export const refreshAfterMove = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    queryKey: ADMIN_QUERY_ROOT,
    predicate: ({ queryKey }) => queryKey[1] !== 'applicationList' || (Boolean(pageQueryOf(queryKey)?.stage) && !isBoardColumn(queryKey)),
  });

/**
 * One move (board card, detail view): optimistic in every cached list, undone if the call fails.
 * Its snackbar is the move's one message; a failure is the screen's to say (beside what it moved).
 */
export function useMoveStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveStage,
    meta: feedbackMeta<ApplicationDetail, StageMove>({
      success: (detail, { stage, notify }) =>
        FEEDBACK_MESSAGES.movedOne(detail.name ?? 'The application', STAGE_LABELS[stage], Boolean(notify)),
      reportFailure: false,
    }),
    onMutate: async (move: StageMove) => ({ undo: await patchCachedStages(queryClient, [move.id], move.stage) }),
    onError: (_error, _move, context) => context?.undo(),
    onSuccess: (detail) => queryClient.setQueryData(applicationDetailQuery(detail._id).queryKey, detail),
    onSettled: () => refreshAfterMove(queryClient),
  });
}

/** The bulk move of the list: the cached rows move once the server answers; answers how many moved. */
export function useMoveStages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, stage, notify }: { ids: readonly string[]; stage: PipelineStage; notify?: boolean }) =>
      moveStages(ids, stage, notify),
    meta: feedbackMeta<number, { stage: PipelineStage }>({
      success: (moved, { stage }) => FEEDBACK_MESSAGES.moved(moved, STAGE_LABELS[stage]),
      reportFailure: false,
    }),
    onSuccess: async (_moved, { ids, stage }) => {
      await patchCachedStages(queryClient, ids, stage);
      await refreshAfterMove(queryClient);
    },
  });
}
