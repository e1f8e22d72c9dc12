import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPaise } from '@careers/domain';
import { PageTitle } from '../../../components/PageTitle';
import { useOwnCommissions } from '../commissions/commissionsApi';
import { EarningsCard } from '../commissions/EarningsCard';

const STATE_WORDS = { pending: 'Pending', approved: 'Approved', paid: 'Paid', void: 'Void' } as const;

/** /affiliate-dashboard/commissions: each placement with its amount and state, the paid date and reference. */
export default function AffiliateCommissionsPage() {
  const commissions = useOwnCommissions();
  const rows = commissions.data?.rows ?? [];
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title="Commissions" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
        Commissions
      </Typography>
      <EarningsCard />
      <Paper variant="outlined" sx={{ mt: 3, borderRadius: 3, overflowX: 'auto' }}>
        {commissions.isPending ? (
          <Typography sx={{ p: 3 }}>Loading...</Typography>
        ) : rows.length === 0 ? (
          <Typography sx={{ p: 3 }}>No commissions yet.</Typography>
        ) : (
          <Table size="small" aria-label="Commissions">
            <TableHead>
              <TableRow>
                <TableCell>Candidate</TableCell>
                <TableCell>Job</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>State</TableCell>
                <TableCell>Paid on</TableCell>
                <TableCell>Payout reference</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row._id} data-testid="commission-row">
                  <TableCell>{row.candidateName || '—'}</TableCell>
                  <TableCell>{row.jobId}</TableCell>
                  <TableCell align="right">{row.amount === null ? 'Awaiting fee' : formatPaise(row.amount)}</TableCell>
                  <TableCell>{STATE_WORDS[row.state]}</TableCell>
                  <TableCell>{row.paidOn ?? '—'}</TableCell>
                  <TableCell>{row.payoutRef ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
    </Container>
  );
}
