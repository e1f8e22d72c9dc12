import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import CircularProgress from '@mui/material/CircularProgress';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useMutation } from '@tanstack/react-query';
import {
  ADMIN_EMPTY_TEXTS,
  ADMIN_LIST_MESSAGES,
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  FEEDBACK_MESSAGES,
  MARK_ALL_READ,
  NOTIFICATION_FIELDS,
  NOTIFICATION_POLL_MS,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationType,
} from '@careers/domain';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../../../config/paths';
import { recordPathOf } from '../../api/notificationLinks';
import { markNotificationsRead, notificationSummaryQuery, useMarkAllRead, useMarkOpenedRead } from '../../api/notificationsApi';
import { feedbackMeta } from '../../feedback';
import { usePatchCachedRows } from '../data/api';
import { formatDayMonthYearTime } from '../table/formatters';
import { screenFields, type AdminRow } from './screenFields';
import { defineResource, type ResourceConfig, type ResourceList } from '../types';

type NotificationRow = AdminRow<
  typeof NOTIFICATION_FIELDS,
  { type: NotificationType; read: boolean; source: string | null; sourceId: string | null; createdAt: string | null; message: string }
>;

/** The message, a link to the record the notification is about (opening it marks it read). */
function MessageLink({ row }: { row: NotificationRow }) {
  const markOpened = useMarkOpenedRead();
  return (
    <Link component={RouterLink} to={recordPathOf(row)} onClick={() => markOpened(row)}>
      {String(row.message ?? '')}
    </Link>
  );
}

const statusText = (read: unknown) => (read ? 'Read' : 'Unread');

const fields = screenFields<typeof NOTIFICATION_FIELDS, NotificationRow>(NOTIFICATION_FIELDS, {
  type: { width: 110, minWidth: 90, format: (type) => NOTIFICATION_TYPE_LABELS[type as NotificationType] ?? String(type ?? '') },
  message: { width: 420, render: (row) => <MessageLink row={row} /> },
  createdAt: { width: 150, minWidth: 130, format: formatDayMonthYearTime },
  read: {
    width: 100,
    minWidth: 90,
    format: statusText,
    render: (row) => (
      <Chip size="small" label={statusText(row.read)} color={row.read ? 'default' : 'primary'} variant={row.read ? 'outlined' : 'filled'} />
    ),
  },
});

const MARK_AS_READ = 'Mark as Read';

/**
 * Mark as Read: the selected notifications turn Read in the table, and the bell's count drops; a
 * selected query is marked on the server (its progress in a dialog). Mark all read: every unread.
 */
function MarkAsRead({ list }: { list: ResourceList<NotificationRow> }) {
  const patchRows = usePatchCachedRows(list.config as unknown as ResourceConfig);
  const markRead = useMutation({
    mutationFn: (ids: string[]) => markNotificationsRead(ids),
    meta: feedbackMeta<{ updated: number }, string[]>({ success: ({ updated }) => FEEDBACK_MESSAGES.markedRead(updated) }),
    onSuccess: (_answer, ids) => patchRows(ids, { read: true }),
  });
  const markAll = useMarkAllRead();
  const markQueryRead = () =>
    list.askForQuery({
      request: { action: 'markRead' },
      title: MARK_AS_READ,
      text: ADMIN_LIST_MESSAGES.markReadMatching(list.selectedCount),
      confirmLabel: MARK_AS_READ,
      confirm: false,
    });
  return (
    <>
      <Button
        variant="contained"
        startIcon={markRead.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DoneAllIcon />}
        disabled={list.selectedCount === 0 || markRead.isPending}
        onClick={() => (list.querySelected ? markQueryRead() : markRead.mutate([...list.selection]))}
      >
        {MARK_AS_READ}
      </Button>
      <Button variant="outlined" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
        {MARK_ALL_READ}
      </Button>
    </>
  );
}

/** Notifications written when visitors submit forms; refreshed on change, filtered by type and status. */
export const notificationsResource = defineResource<NotificationRow>({
  label: 'Notifications',
  title: 'NOTIFICATION',
  path: PATHS.admin.notification,
  icon: NotificationsIcon,
  list: 'notificationList',
  remove: 'notificationDelete',
  bulkList: 'notifications',
  paging: fields.paging,
  columns: fields.columns,
  searchFields: fields.searchFields,
  searchLabel: 'Search notifications',
  filters: [
    {
      id: 'type',
      label: 'Type',
      options: NOTIFICATION_TYPES.map((type) => ({ value: type, label: NOTIFICATION_TYPE_LABELS[type] })),
      matches: (row, value) => row.type === value,
    },
    {
      id: 'status',
      label: 'Status',
      options: NOTIFICATION_STATUSES.map((status) => ({ value: status, label: statusText(status === 'read') })),
      matches: (row, value) => Boolean(row.read) === (value === 'read'),
    },
  ],
  exports: {},
  confirmDelete: { title: ADMIN_MESSAGES.deleteNotificationsTitle, text: ADMIN_MESSAGES.confirmDeleteNotifications },
  pageSize: ADMIN_PAGE_SIZE,
  titleField: 'message',
  cardFields: ['type', 'createdAt', 'read'],
  emptyText: ADMIN_EMPTY_TEXTS.notifications,
  pollMs: NOTIFICATION_POLL_MS,
  // Every 30 s the bell's summary (counts and the newest five) is read, not every notification;
  // the list is fetched again only when the summary changed.
  changes: notificationSummaryQuery(),
  ToolbarExtras: MarkAsRead,
});
