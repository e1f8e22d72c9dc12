import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { COMMISSION_PERCENT } from '@careers/domain';
import { PageTitle } from '../../../components/PageTitle';
import { LinkButton } from '../../../components/LinkButton';
import { PATHS } from '../../../config/paths';
import { useJobCount, useProfile, useReferredCount } from '../api/dashboardApi';
import { Confetti } from '../components/Confetti';
import { CountCard } from '../components/CountCard';

/** /affiliate-dashboard: welcome hero with a burst of confetti, and the job and referral counts. */
export default function AffiliateDashboardPage() {
  const jobs = useJobCount();
  const referrals = useReferredCount();
  const profile = useProfile();
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
        <CountCard label="Job Postings" count={jobs.data} loading={jobs.isPending} icon={WorkOutlineIcon} testId="job-count" />
        <CountCard label="Referrals" count={referrals.data} loading={referrals.isPending} icon={GroupAddIcon} testId="referral-count" />
      </Box>
    </Container>
  );
}
