import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, FEEDBACK_MESSAGES, NOTIFICATION_POLL_MS, apiPath, type NotificationType } from '@careers/domain';
import { apiFetch } from '../../../lib/api';
import { feedbackMeta } from '../feedback';
import { ADMIN_QUERY_ROOT, adminQueryKey } from './queryKeys';

/** A notification as the API lists it (lean row). */
export interface NotificationRow {
  _id: string;
  type: NotificationType;
  message: string;
  read: boolean;
  createdAt: string | null;
  /** The record it is about: its collection and id (null for one written before they were kept). */
  source: string | null;
  sourceId: string | null;
}

/** What the bell shows: the unread count and the few newest (and the total, which the list watches). */
export interface NotificationSummary {
  unreadCount: number;
  total: number;
  latest: NotificationRow[];
}

export const fetchNotificationSummary = (signal?: AbortSignal) =>
  apiFetch<NotificationSummary>(apiPath(ENDPOINTS.notificationSummary), { signal });

export const notificationSummaryQuery = (pollMs: number = NOTIFICATION_POLL_MS) =>
  queryOptions({
    queryKey: adminQueryKey('notifications', 'summary'),
    queryFn: ({ signal }) => fetchNotificationSummary(signal),
    refetchInterval: pollMs,
    staleTime: 0,
  });

export const useNotificationSummary = (pollMs?: number) => useQuery(notificationSummaryQuery(pollMs));

interface MarkedRead {
  message: string;
  updated: number;
}

/** Marks notifications read (ids). */
export const markNotificationsRead = (ids: readonly string[]) =>
  apiFetch<MarkedRead>(apiPath(ENDPOINTS.notificationMarkRead), { method: ENDPOINTS.notificationMarkRead.method, body: { ids } });

/** Mark all read (the list's button and the bell's), with its snackbar; the bell and the list refetch. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<MarkedRead>(apiPath(ENDPOINTS.notificationMarkAllRead), { method: ENDPOINTS.notificationMarkAllRead.method }),
    meta: feedbackMeta<MarkedRead, void>({
      success: ({ updated }) => (updated ? FEEDBACK_MESSAGES.markedRead(updated) : FEEDBACK_MESSAGES.noneUnread),
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT }),
  });
}

/**
 * Opening a notification marks it read (quietly: the screen it opens is the feedback); the bell
 * and the list refetch.
 */
export function useMarkOpenedRead() {
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: (id: string) => markNotificationsRead([id]),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT }),
    onError: (error) => console.error('Failed to mark the notification read', error),
  });
  return (notification: { _id: string; read?: boolean }) => {
    if (!notification.read) mark.mutate(notification._id);
  };
}
