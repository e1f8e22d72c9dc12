import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Chip from '@mui/material/Chip';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ADMIN_NAV } from '../navigation';
import { useCount, type CountEndpoint } from '../api/dashboardApi';
import { brandColors } from '../../../config/theme';
import { useMayCall } from '../../../lib/session';

/** A sidebar entry's count (e.g. jobs pending review), shown only when there is something to do. */
function NavCount({ endpoint, label }: { endpoint: CountEndpoint; label: string }) {
  const { data } = useCount(endpoint);
  if (!data) return null;
  return <Chip size="small" color="warning" label={data} aria-label={`${data} ${label}`} data-testid="nav-count" />;
}

export function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const mayCall = useMayCall();
  const links = ADMIN_NAV.filter((link) => !link.endpoint || mayCall(link.endpoint));
  return (
    <List component="nav" aria-label="Admin" sx={{ px: 1 }}>
      {links.map(({ label, to, icon: Icon, count }) => {
        const active = pathname.toLowerCase() === to.toLowerCase();
        return (
          <ListItemButton
            key={to}
            component={RouterLink}
            to={to}
            selected={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            sx={{
              borderRadius: 2,
              mb: 0.5,
              color: 'rgba(255,255,255,0.85)',
              '&.Mui-selected': { bgcolor: 'rgba(255,255,255,0.14)', color: brandColors.white },
            }}
          >
            <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={label} />
            {count && mayCall(count) && <NavCount endpoint={count} label="pending" />}
          </ListItemButton>
        );
      })}
    </List>
  );
}
