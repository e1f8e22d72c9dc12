import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { INTERVIEW_MODE_LABELS, istDateTimeText, istDayOfInstant, istDayStart } from '@careers/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS, routePath } from '../../../config/paths';
import { interviewListQuery } from './interviewsApi';
import { applicantLabel } from './applicantLabel';

const DAY_MS = 86_400_000;

/** The dashboard's card of today's interviews (India day), soonest first, each linking to its application. */
export function TodaysInterviews() {
  const [range] = useState(() => {
    const from = istDayStart(istDayOfInstant(new Date()));
    return { from: from.toISOString(), to: new Date(from.getTime() + DAY_MS).toISOString() };
  });
  const today = useQuery(interviewListQuery({ ...range, status: 'scheduled' }));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="todays-interviews" sx={{ p: 2, mt: 3 }} data-testid="todays-interviews">
      <Typography id="todays-interviews" variant="h6" component="h2" sx={{ mb: 1 }}>
        Today&apos;s interviews{today.data ? ` (${today.data.total})` : ''}
      </Typography>
      {today.isError && <Typography color="error">Could not load today&apos;s interviews.</Typography>}
      {today.data?.rows.length === 0 && <Typography color="text.secondary">No interviews today.</Typography>}
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {(today.data?.rows ?? []).map((row) => (
          <Typography component="li" key={row._id} sx={{ wordBreak: 'break-word' }}>
            {istDateTimeText(row.startsAt).slice(11)}{' '}
            <Link component={RouterLink} underline="always" to={routePath(PATHS.admin.application, { id: row.applicationId })}>
              {applicantLabel(row)}
            </Link>{' '}
            · {row.jobTitle} · {INTERVIEW_MODE_LABELS[row.mode]}
          </Typography>
        ))}
      </Box>
      <Link component={RouterLink} to={PATHS.admin.interviews} sx={{ display: 'inline-block', mt: 1 }}>
        All interviews
      </Link>
    </Paper>
  );
}
