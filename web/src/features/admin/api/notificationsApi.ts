import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, NOTIFICATION_POLL_MS, apiPath, type NotificationType } from '@careers/domain';
import { apiFetch } from '../../../lib/api';
import { adminQueryKey } from './queryKeys';

/** A notification as the API lists it (lean row). */
export interface NotificationRow {
  _id: string;
  type: NotificationType;
  message: string;
  read: boolean;
  createdAt: string | null;
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
