import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { AFFILIATE_MESSAGES } from '@careers/domain';
import type { IconComponent } from '../../../components/icon';
import { IconTile } from '../../../components/IconTile';

/** A count query's state, as TanStack Query gives it. */
export interface CountState {
  data: number | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** One dashboard card: a label and a count (a skeleton while loading; on failure, says so with Retry). */
export function CountCard({ label, count, icon, testId }: { label: string; count: CountState; icon: IconComponent; testId: string }) {
  const failed = count.isError && count.data === undefined;
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, display: 'flex', alignItems: 'center', gap: 2.5 }}>
      <IconTile icon={icon} />
      <div>
        <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {failed ? (
          <div role="alert" data-testid={`${testId}-error`}>
            <Typography color="error" sx={{ my: 0.5 }}>
              {AFFILIATE_MESSAGES.countLoadFailed}
            </Typography>
            <Button size="small" variant="outlined" onClick={() => void count.refetch()} disabled={count.isFetching}>
              Retry
            </Button>
          </div>
        ) : (
          <Typography variant="h3" component="p" sx={{ fontWeight: 800 }} data-testid={testId}>
            {count.isPending ? <Skeleton width={60} /> : count.data}
          </Typography>
        )}
      </div>
    </Paper>
  );
}
