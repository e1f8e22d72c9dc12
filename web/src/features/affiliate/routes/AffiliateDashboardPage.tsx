import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import Paper from '@mui/material/Paper';
import {
  AFFILIATE_MESSAGES as M,
  COMMISSION_PERCENT,
  PIPELINE_STAGES,
  emptyStageCounts,
  type AffiliateJobWithReferrals,
} from '@careers/domain';
import { PageTitle } from '../../../components/PageTitle';
import { LinkButton } from '../../../components/LinkButton';
import { PATHS } from '../../../config/paths';
import { useJobCount, useOwnJobs, useProfile, useReferredCount } from '../api/dashboardApi';
import { Confetti } from '../components/Confetti';
import { CountCard } from '../components/CountCard';
import { StageCounts } from '../components/StageCounts';
import { EarningsCard } from '../commissions/EarningsCard';
import { ReferralLinkCard } from '../commissions/ReferralLinkCard';

/** The applications to all of the affiliate's jobs, per stage. */
function totalStageCounts(jobs: readonly AffiliateJobWithReferrals[]) {
  const total = emptyStageCounts();
  for (const job of jobs) for (const stage of PIPELINE_STAGES) total[stage] += job.stageCounts?.[stage] ?? 0;
  return total;
}

/**
 * /affiliate-dashboard: welcome hero with a burst of confetti, the job and referral counts, and the
 * applications to the affiliate's jobs per stage.
 */
export default function AffiliateDashboardPage() {
  const jobs = useJobCount();
  const referrals = useReferredCount();
  const profile = useProfile();
  const ownJobs = useOwnJobs();
  const name = profile.data?.fullName;
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title="Affiliate Dashboard" />
      <Confetti />
      <Box
        sx={{ p: { xs: 3, md: 5 }, mb: 4, borderRadius: 4, color: '#fff', background: 'linear-gradient(135deg, #0b1f44 0%, #1d4ed8 100%)' }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          Welcome{name ? `, ${name}` : ''}!
        </Typography>
        <Typography sx={{ mt: 1, mb: 3, opacity: 0.85 }}>
          Post jobs, refer great candidates and earn up to {COMMISSION_PERCENT}% commission on every successful placement.
        </Typography>
        <LinkButton to={PATHS.affiliate.postJob} variant="contained" color="secondary">
          Post a Job
        </LinkButton>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <CountCard label="Job Postings" count={jobs} icon={WorkOutlineIcon} testId="job-count" />
        <CountCard label="Referrals" count={referrals} icon={GroupAddIcon} testId="referral-count" />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <ReferralLinkCard />
        <EarningsCard />
      </Box>
      {ownJobs.data?.length ? (
        <Paper variant="outlined" sx={{ mt: 3, p: 3, borderRadius: 3 }}>
          <StageCounts counts={totalStageCounts(ownJobs.data)} title={M.stageCountsAllJobs} testId="all-stage-counts" />
        </Paper>
      ) : null}
    </Container>
  );
}
