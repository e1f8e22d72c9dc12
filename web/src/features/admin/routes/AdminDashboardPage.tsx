import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DASHBOARD_COUNTS } from '../api/dashboardApi';
import { CountCard } from '../components/CountCard';
import { LiveClock } from '../components/LiveClock';
import { PipelineOverview } from '../components/PipelineOverview';
import { TodaysInterviews } from '../interviews/TodaysInterviews';
import { useMayCall } from '../../../lib/session';
import { PageTitle } from '../../../components/PageTitle';

/**
 * /admin/dashboard: the live clock, the count cards (the spec's seven and the jobs pending review; a
 * recruiter sees those of its paths), today's interviews and the pipeline (funnel, weeks, days to hire).
 */
export default function AdminDashboardPage() {
  const mayCall = useMayCall();
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageTitle title="Dashboard" noindex />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Dashboard
        </Typography>
        <LiveClock />
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {DASHBOARD_COUNTS.filter((count) => mayCall(count.endpoint)).map((count) => (
          <CountCard key={count.endpoint} {...count} />
        ))}
      </Box>
      {mayCall('interviewList') && <TodaysInterviews />}
      <PipelineOverview />
    </Box>
  );
}
