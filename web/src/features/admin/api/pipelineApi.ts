import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ALL_JOB_APPLICATIONS,
  ENDPOINTS,
  STAGE_MOVE_MAX_IDS,
  apiPath,
  type ApplicationDetail,
  type PipelineEvent,
  type PipelineStage,
  type PipelineStats,
  type StageCounts,
} from '@careers/domain';
import { apiFetch } from '../../../lib/api';
import { withStage } from '../pipeline/stages';
import type { ListAnswer } from '../resources/api';
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

/** After a move every admin view but the application lists is refetched (the lists were patched in place). */
export const refreshAfterMove = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT, predicate: (query) => query.queryKey[1] !== 'applicationList' });

export function useAddNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiFetch<PipelineEvent>(apiPath(ENDPOINTS.applicationNoteAdd, { id }), {
        method: ENDPOINTS.applicationNoteAdd.method,
        body: { text },
        idempotent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationEventsQuery(id).queryKey }),
  });
}

type Row = { _id: string; stage?: unknown };
const APPLICATION_LISTS = adminQueryKey('applicationList');

/**
 * Puts applications at a stage in every cached application list at once (the board and the list
 * share them) and answers how to undo it: the optimistic half of a move.
 */
export async function patchCachedStages(queryClient: QueryClient, ids: readonly string[], stage: PipelineStage) {
  await queryClient.cancelQueries({ queryKey: APPLICATION_LISTS });
  const before = queryClient.getQueriesData<ListAnswer>({ queryKey: APPLICATION_LISTS });
  const moving = new Set(ids);
  queryClient.setQueriesData<ListAnswer>({ queryKey: APPLICATION_LISTS }, (answer) =>
    answer ? { ...answer, rows: withStage(answer.rows as Row[], moving, stage) } : answer,
  );
  return () => {
    for (const [key, answer] of before) queryClient.setQueryData(key, answer);
  };
}

/** One move (board card, detail view): optimistic in every cached list, undone if the call fails. */
export function useMoveStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveStage,
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
    onSuccess: async (_moved, { ids, stage }) => {
      await patchCachedStages(queryClient, ids, stage);
      await refreshAfterMove(queryClient);
    },
  });
}
