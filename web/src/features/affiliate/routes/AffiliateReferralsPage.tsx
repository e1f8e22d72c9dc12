import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AFFILIATE_MESSAGES as M, COMMON_MESSAGES } from '@careers/domain';
import { PageTitle } from '../../../components/PageTitle';
import { serverMessage } from '../../../components/forms/serverMessage';
import { useOwnJobs } from '../api/dashboardApi';
import { ReferralJobCard } from '../components/ReferralJobCard';

/** /affiliate-dashboard/referrals: every job with its referred candidates. */
export default function AffiliateReferralsPage() {
  const jobs = useOwnJobs();
  let body;
  if (jobs.isPending) body = <Typography>{COMMON_MESSAGES.loading}</Typography>;
  else if (jobs.isError)
    body = (
      <Typography color="error" role="alert" data-testid="referrals-error">
        {serverMessage(jobs.error, M.referralsLoadFailed)}
      </Typography>
    );
  else if (jobs.data.length === 0) body = <Typography color="text.secondary">{M.noJobPostings}</Typography>;
  else
    body = (
      <Stack spacing={3}>
        {jobs.data.map((job) => (
          <ReferralJobCard key={job._id} job={job} />
        ))}
      </Stack>
    );
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title="Referrals Overview" />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Referrals Overview
      </Typography>
      {body}
    </Container>
  );
}
