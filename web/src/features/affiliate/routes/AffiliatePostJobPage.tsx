import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/PageTitle';
import { AffiliateJobForm } from '../components/AffiliateJobForm';
import { PostedJobsTable } from '../components/PostedJobsTable';

/** /affiliate-dashboard/postjob: the job form and the 'Posted Jobs' list. */
export default function AffiliatePostJobPage() {
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title="Post a Job" />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Post a Job
      </Typography>
      <AffiliateJobForm />
      <PostedJobsTable />
    </Container>
  );
}
