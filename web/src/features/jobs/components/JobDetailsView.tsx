import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import { APPLICATION_MESSAGES } from '@careers/domain';
import type { JobDetails, JobDetailsState } from '../api/jobDetails';
import type { JobKind } from '../jobList';

type Row = readonly [field: string, label: string];

const FIXED_ROWS: readonly Row[] = [
  ['jobId', 'Job ID'],
  ['location', 'Location'],
  ['salary', 'Salary'],
  ['experience', 'Experience'],
  ['department', 'Department'],
  ['jobRole', 'Job Role'],
  ['roleCategory', 'Role Category'],
  ['employmentType', 'Employment Type'],
  ['education', 'Education'],
  ['englishLevel', 'English Level'],
  ['gender', 'Gender'],
];

const AFFILIATE_ROWS: readonly Row[] = [
  ['jobId', 'Job ID'],
  ['location', 'Location'],
  ['salary', 'Salary'],
  ['experience', 'Experience'],
  ['skillset', 'Skillset'],
  ['domain', 'Domain'],
];

const textOf = (details: JobDetails, field: string) => {
  const value = (details as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};

/**
 * The job's fields (in the application modal and on the job page), or its loading or failure text.
 * `headingLevel`: the description's heading, one below the heading it sits under (h3 under the
 * modal's h2 title, h2 under the job page's h1).
 */
export function JobDetailsView({
  kind,
  state,
  headingLevel = 'h3',
}: {
  kind: JobKind;
  state: JobDetailsState;
  headingLevel?: 'h2' | 'h3';
}) {
  if (state.status === 'loading') {
    return (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', py: 1 }} data-testid="job-details-loading">
        <CircularProgress size={20} aria-hidden />
        <Typography>{APPLICATION_MESSAGES.loadingJob}</Typography>
      </Stack>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert severity="error" data-testid="job-details-error">
        {APPLICATION_MESSAGES.jobLoadFailed}
      </Alert>
    );
  }

  const { details } = state;
  const rows = (kind === 'fixed' ? FIXED_ROWS : AFFILIATE_ROWS)
    .map(([field, label]) => [label, textOf(details, field)] as const)
    .filter(([, value]) => value !== '');
  const description = kind === 'fixed' ? textOf(details, 'jobDescription') : '';

  return (
    <Box data-testid="job-details">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 3,
          rowGap: 1.5,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label}>
            <Typography
              component="dt"
              variant="caption"
              sx={{ color: 'text.secondary', fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' }}
            >
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {description && (
        <Box sx={{ mt: 2 }}>
          <Typography component={headingLevel} variant="subtitle2" sx={{ mb: 0.5 }}>
            Job Description
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', color: 'text.secondary' }}>{description}</Typography>
        </Box>
      )}
    </Box>
  );
}
