import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PIPELINE_STAGES, STAGE_LABELS, WEEKLY_WEEKS } from '@careers/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { usePipelineStats } from '../api/pipelineApi';

/** The chart library loads after the dashboard has painted (its own chunk). */
const WeeklyChart = lazy(() => import('./WeeklyChart'));

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card component="section" aria-label={title} variant="outlined" data-testid={testId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const CHART_HEIGHT = 260;

/** The dashboard's pipeline: funnel of the last 30 days, applications per week, median days to hire. */
export function PipelineOverview() {
  const stats = usePipelineStats();
  if (stats.isPending)
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading the pipeline" />
      </Box>
    );
  if (stats.isError) return <Alert severity="error">Could not load the pipeline figures.</Alert>;
  const { funnel, funnelDays, weekly, medianDaysToHire, hiresMeasured } = stats.data;
  const largest = Math.max(1, ...PIPELINE_STAGES.map((stage) => funnel[stage]));
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' } }}>
      <Panel title={`Funnel (last ${funnelDays} days)`} testId="funnel">
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
          {PIPELINE_STAGES.map((stage) => (
            // A dl's group holds only its dt and dd: the count and the bar are both the stage's value.
            <Box
              key={stage}
              data-testid="funnel-stage"
              data-stage={stage}
              sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1, alignItems: 'center' }}
            >
              <Typography component="dt">{STAGE_LABELS[stage]}</Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700 }} data-testid="funnel-count">
                {funnel[stage]}
              </Typography>
              <Box component="dd" aria-hidden sx={{ m: 0, gridColumn: '1 / -1' }}>
                <LinearProgress variant="determinate" value={(funnel[stage] / largest) * 100} sx={{ height: 8, borderRadius: 1 }} />
              </Box>
            </Box>
          ))}
        </Box>
        <Typography sx={{ mt: 2 }} data-testid="median-days">
          Median days from applied to hired: <strong>{medianDaysToHire === null ? 'no hires yet' : `${medianDaysToHire} days`}</strong>
          {hiresMeasured > 0 && (
            <Typography component="span" variant="caption" color="text.secondary">
              {' '}
              (over {hiresMeasured} hires)
            </Typography>
          )}
        </Typography>
      </Panel>
      <Panel title={`Applications per week (last ${WEEKLY_WEEKS} weeks)`} testId="weekly">
        <Suspense
          fallback={
            <Box role="status" sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center' }}>
              <CircularProgress aria-label="Loading the chart" />
            </Box>
          }
        >
          <WeeklyChart weeks={weekly} height={CHART_HEIGHT} />
        </Suspense>
        {/* The same figures as text, for screen readers and as the chart's fallback. */}
        <Box component="table" sx={visuallyHidden} aria-label="Applications per week" data-testid="weekly-table">
          <tbody>
            {weekly.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{week.weekStart}</th>
                <td>{week.count}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Panel>
    </Box>
  );
}
