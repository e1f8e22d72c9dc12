import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ADMIN_MESSAGES, MARK_ALL_READ, NOTIFICATION_DROPDOWN, NOTIFICATION_POLL_MS, NOTIFICATION_TYPE_LABELS } from '@careers/domain';
import { PATHS } from '../../../config/paths';
import { recordPathOf } from '../api/notificationLinks';
import { useMarkAllRead, useMarkOpenedRead, useNotificationSummary } from '../api/notificationsApi';
import { formatDayMonthYearTime } from '../resources/table/formatters';

/**
 * The top bar's bell: unread badge and a dropdown of the newest notifications, polled every
 * NOTIFICATION_POLL_MS (only the summary: a count and a few rows). Opening the dropdown marks
 * nothing read; an item opens the record it is about (and is read then); Mark all read.
 */
export function NotificationBell({ pollMs = NOTIFICATION_POLL_MS }: { pollMs?: number }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useNotificationSummary(pollMs);
  const unread = data?.unreadCount ?? 0;
  const latest = data?.latest ?? [];
  const menuId = useId();
  const navigate = useNavigate();
  const markOpened = useMarkOpenedRead();
  const markAll = useMarkAllRead();

  return (
    <>
      <IconButton
        aria-label={`Notifications: ${unread} unread`}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'inherit' }}
      >
        <Badge badgeContent={unread} color="secondary" max={999} data-testid="notification-badge">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={menuId}
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: {
              width: NOTIFICATION_DROPDOWN.widthPx,
              maxWidth: 'calc(100vw - 16px)',
              maxHeight: NOTIFICATION_DROPDOWN.maxHeightPx,
              display: 'flex',
              flexDirection: 'column',
            },
          },
        }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, px: 2, pt: 1.5, pb: 1 }}>
          Notifications
        </Typography>
        <Divider />
        <Box sx={{ overflowY: 'auto', flex: 1 }}>
          {latest.length === 0 ? (
            <Typography sx={{ p: 2, color: 'text.secondary' }}>{ADMIN_MESSAGES.noNotifications}</Typography>
          ) : (
            <List dense aria-label="Latest notifications">
              {latest.map((item) => (
                <ListItemButton
                  key={item._id}
                  data-testid="bell-item"
                  onClick={() => {
                    setAnchor(null);
                    markOpened(item);
                    void navigate(recordPathOf(item));
                  }}
                  sx={{ alignItems: 'flex-start', bgcolor: item.read ? undefined : 'action.hover' }}
                >
                  <ListItemText
                    primary={item.message}
                    secondary={`${NOTIFICATION_TYPE_LABELS[item.type] ?? item.type} · ${formatDayMonthYearTime(item.createdAt)}${item.read ? '' : ' · Unread'}`}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
        </Box>
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', m: 1 }}>
          <Button component={RouterLink} to={PATHS.admin.notification} onClick={() => setAnchor(null)}>
            View All
          </Button>
          <Button onClick={() => markAll.mutate()} disabled={unread === 0 || markAll.isPending}>
            {MARK_ALL_READ}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
