import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AFFILIATE_MESSAGES as M, type AffiliateJobWithReferrals } from '@careers/domain';
import { ShareJobLink } from '../commissions/ShareJobLink';
import { StageCounts } from './StageCounts';
import { statusColor } from './statusColor';

/**
 * One job of the Referrals Overview: its title, Share (while public), 'N Referrals', its applications per stage (counts
 * only), and Candidate / Email / Status, the status being the stage of the application the referral
 * led to, in the applicant's words.
 */
export function ReferralJobCard({ job }: { job: AffiliateJobWithReferrals }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }} data-testid="referral-job">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {job.jobTitle}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <ShareJobLink job={job} />
          <Chip label={M.referralsBadge(job.referredCount)} color="primary" variant="outlined" data-testid="referral-count-badge" />
        </Stack>
      </Stack>
      {job.stageCounts ? (
        <Box sx={{ mb: 2 }}>
          <StageCounts counts={job.stageCounts} title={M.stageCountsTitle} testId="job-stage-counts" />
        </Box>
      ) : null}
      {job.referrals.length === 0 ? (
        <Typography color="text.secondary">{M.noReferrals}</Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Candidate</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {job.referrals.map((referral) => (
                <TableRow key={referral._id} data-testid="referral-row">
                  <TableCell>{referral.studentName}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{referral.email}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={referral.status}
                      color={statusColor(referral.stage)}
                      data-testid="referral-status"
                      data-stage={referral.stage}
                      data-color={statusColor(referral.stage)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
