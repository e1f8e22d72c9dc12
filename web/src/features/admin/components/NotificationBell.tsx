import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_MESSAGES, NOTIFICATION_DROPDOWN, NOTIFICATION_POLL_MS, NOTIFICATION_TYPE_LABELS } from '@careers/domain';
import { PATHS } from '../../../config/paths';
import { useNotificationSummary } from '../api/notificationsApi';

const pad = (n: number) => String(n).padStart(2, '0');
const shortDate = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/**
 * The top bar's bell: unread badge and a dropdown of the newest notifications, polled every
 * NOTIFICATION_POLL_MS (only the summary: a count and a few rows). Opening it marks nothing read.
 */
export function NotificationBell({ pollMs = NOTIFICATION_POLL_MS }: { pollMs?: number }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useNotificationSummary(pollMs);
  const unread = data?.unreadCount ?? 0;
  const latest = data?.latest ?? [];
  const menuId = useId();

  return (
    <>
      <IconButton
        aria-label={`Notifications (${unread} unread)`}
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
                <ListItem key={item._id} sx={{ alignItems: 'flex-start', bgcolor: item.read ? undefined : 'action.hover' }}>
                  <ListItemText
                    primary={item.message}
                    secondary={`${NOTIFICATION_TYPE_LABELS[item.type] ?? item.type} · ${shortDate(item.createdAt)}${item.read ? '' : ' · Unread'}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
        <Divider />
        <Button component={RouterLink} to={PATHS.admin.notification} onClick={() => setAnchor(null)} sx={{ m: 1 }}>
          View All
        </Button>
      </Popover>
    </>
  );
}
