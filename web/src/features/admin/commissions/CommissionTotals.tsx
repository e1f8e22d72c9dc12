import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMMISSION_SCREEN_TEXTS, COMMISSION_STATES, formatPaise, type CommissionTotals as Totals } from '@careers/domain';
import type { ResourceList } from '../resources/types';
import { commissionStateLabel } from './commissionStates';

/**
 * The totals per state above the table, from the list's own answer: over the affiliate and dates
 * chosen, whatever the state filter, so what is still owed stays in sight.
 */
export function CommissionTotals({ list }: { list: ResourceList }) {
  const totals = (list.answer as { totals?: Totals } | undefined)?.totals;
  if (!totals) return null;
  return (
    <section aria-label={COMMISSION_SCREEN_TEXTS.totalsLabel}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mb: 2 }}>
        {COMMISSION_STATES.map((state) => (
          <Paper key={state} variant="outlined" sx={{ px: 2, py: 1, minWidth: 150 }} data-testid={`commission-total-${state}`}>
            <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
              {commissionStateLabel(state)} ({totals[state].count})
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {formatPaise(totals[state].amount)}
            </Typography>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
