import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { IconComponent } from '../../../components/icon';
import { IconTile } from '../../../components/IconTile';

/** One dashboard card: a label and a count (a skeleton while loading, a dash on failure). */
export function CountCard({
  label,
  count,
  loading,
  icon,
  testId,
}: {
  label: string;
  count: number | undefined;
  loading: boolean;
  icon: IconComponent;
  testId: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, display: 'flex', alignItems: 'center', gap: 2.5 }}>
      <IconTile icon={icon} />
      <div>
        <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="h3" component="p" sx={{ fontWeight: 800 }} data-testid={testId}>
          {loading ? <Skeleton width={60} /> : (count ?? '–')}
        </Typography>
      </div>
    </Paper>
  );
}
