import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatPaise } from '@careers/domain';
import { LinkButton } from '../../../components/LinkButton';
import { PATHS } from '../../../config/paths';
import { useOwnCommissions } from './commissionsApi';

const SHOWN = [
  ['pending', 'Pending'],
  ['approved', 'Approved'],
  ['paid', 'Paid'],
] as const;

/** What the affiliate has earned: pending, approved and paid totals, in rupees. */
export function EarningsCard() {
  const commissions = useOwnCommissions();
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Earnings
        </Typography>
        <LinkButton to={PATHS.affiliate.commissions} size="small">
          See commissions
        </LinkButton>
      </Box>
      {commissions.isError && !commissions.data ? (
        <Typography color="error" role="alert">
          Your earnings could not be loaded.
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
          {SHOWN.map(([state, label]) => (
            <div key={state}>
              <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 800 }} data-testid={`earnings-${state}`}>
                {commissions.data ? formatPaise(commissions.data.totals[state].amount) : <Skeleton width={80} />}
              </Typography>
            </div>
          ))}
        </Box>
      )}
    </Paper>
  );
}
