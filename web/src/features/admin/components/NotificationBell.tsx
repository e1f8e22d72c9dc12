import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../../config/paths';

/** Placeholder: the unread badge and the dropdown (View All, No notifications) come with the notifications issue. */
export function NotificationBell({ unread = 0 }: { unread?: number }) {
  return (
    <IconButton component={RouterLink} to={PATHS.admin.notification} aria-label={`Notifications (${unread} unread)`} sx={{ color: 'inherit' }}>
      <Badge badgeContent={unread} color="secondary">
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
