import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  apiPath,
  type AdminPage,
  type Interview,
  type InterviewScheduleInput,
  type InterviewerOption,
  type ScorecardInput,
} from '@careers/domain';
import { apiFetch } from '../../../lib/api';
import { feedbackMeta } from '../feedback';
import { PIPELINE_KEY } from '../api/pipelineApi';
import { adminQueryKey } from '../api/queryKeys';

/** Every interview query starts with this key, so a change refreshes the application's, the list's and the board's at once. */
export const INTERVIEWS_KEY = adminQueryKey('interviews');

export const applicationInterviewsQuery = (id: string) =>
  queryOptions({
    queryKey: [...INTERVIEWS_KEY, 'application', id] as const,
    queryFn: ({ signal }) => apiFetch<Interview[]>(apiPath(ENDPOINTS.applicationInterviews, { id }), { signal }),
    staleTime: 0,
  });

export interface InterviewListFilter {
  from?: string;
  to?: string;
  interviewerId?: string;
  status?: 'scheduled' | 'cancelled';
  limit?: number;
}

export const interviewListQuery = (filter: InterviewListFilter) =>
  queryOptions({
    queryKey: [...INTERVIEWS_KEY, 'list', filter] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams(
        Object.entries({ ...filter, limit: String(filter.limit ?? 100) }).filter((entry): entry is [string, string] => Boolean(entry[1])),
      );
      return apiFetch<AdminPage<Interview>>(`${apiPath(ENDPOINTS.interviewList)}?${query}`, { signal });
    },
    staleTime: 0,
  });

export const interviewerOptionsQuery = () =>
  queryOptions({
    queryKey: [...INTERVIEWS_KEY, 'interviewers'] as const,
    queryFn: ({ signal }) => apiFetch<InterviewerOption[]>(apiPath(ENDPOINTS.interviewerOptions), { signal }),
    staleTime: 60_000,
  });

/** After any interview change: the interviews, and the application's stage and history (scheduling may move it). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: INTERVIEWS_KEY }),
      queryClient.invalidateQueries({ queryKey: PIPELINE_KEY }),
      queryClient.invalidateQueries({ queryKey: adminQueryKey('applicationList') }),
    ]);
}

export function useScheduleInterview(applicationId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: InterviewScheduleInput) =>
      apiFetch<Interview>(apiPath(ENDPOINTS.interviewSchedule, { id: applicationId }), {
        method: ENDPOINTS.interviewSchedule.method,
        body,
        idempotent: true,
      }),
    meta: feedbackMeta({ success: 'Interview scheduled' }),
    onSuccess: refresh,
  });
}

export function useUpdateInterview() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: InterviewScheduleInput }) =>
      apiFetch<Interview>(apiPath(ENDPOINTS.interviewUpdate, { id }), { method: ENDPOINTS.interviewUpdate.method, body, idempotent: true }),
    meta: feedbackMeta({ success: 'Interview changed' }),
    onSuccess: refresh,
  });
}

export function useCancelInterview() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiFetch<Interview>(apiPath(ENDPOINTS.interviewCancel, { id }), {
        method: ENDPOINTS.interviewCancel.method,
        body: { reason, notify: true },
      }),
    meta: feedbackMeta({ success: 'Interview cancelled' }),
    onSuccess: refresh,
  });
}

export function useWriteScorecard() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, card }: { id: string; card: ScorecardInput }) =>
      apiFetch<Interview>(apiPath(ENDPOINTS.interviewFeedback, { id }), {
        method: ENDPOINTS.interviewFeedback.method,
        body: card,
      }),
    meta: feedbackMeta({ success: 'Scorecard saved' }),
    onSuccess: refresh,
  });
}
