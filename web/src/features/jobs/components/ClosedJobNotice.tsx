import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  ENDPOINTS,
  JOB_LIFECYCLE_MESSAGES,
  SIMILAR_JOBS_MAX,
  apiPath,
  jobPagePath,
  type PublicJobRow,
  type PublicJobsPage,
} from '@careers/domain';
import { Link as RouterLink } from 'react-router-dom';
import { apiFetch } from '../../../lib/api';
import { cardsOf } from '../jobList';

/** Open jobs in a location: embedded by the jobPage function with a closed job's page, fetched on client navigation. */
function useSimilarJobs(location: string, embedded: readonly PublicJobRow[] | undefined) {
  const query = useQuery({
    queryKey: ['jobs', 'similar', location] as const,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<PublicJobsPage | undefined>(apiPath(ENDPOINTS.jobOpenings, {}, { location, limit: String(SIMILAR_JOBS_MAX) }), {
          anonymous: true,
          signal,
        })
      )?.rows ?? [],
    enabled: !embedded && location !== '',
  });
  return cardsOf(embedded ?? query.data ?? []);
}

/** A closed job's page: it says the job takes no applications, and offers open jobs in the same place. */
export function ClosedJobNotice({ location, similar }: { location: string; similar?: readonly PublicJobRow[] }) {
  const cards = useSimilarJobs(location, similar);
  return (
    <Box sx={{ mt: 4 }} data-testid="closed-job">
      <Alert severity="info">{JOB_LIFECYCLE_MESSAGES.closedJob}</Alert>
      {cards.length > 0 && (
        <Box component="section" sx={{ mt: 3 }} aria-labelledby="similar-jobs-title">
          <Typography id="similar-jobs-title" variant="h6" component="h2">
            {JOB_LIFECYCLE_MESSAGES.similarJobs}
          </Typography>
          <List dense data-testid="similar-jobs">
            {cards.map((card) => (
              <ListItem key={card.key} disableGutters>
                <Link component={RouterLink} to={jobPagePath(card.kind, card.id)}>
                  {card.title}
                </Link>
                {card.location && <Box component="span" sx={{ ml: 1, color: 'text.secondary' }}>{`· ${card.location}`}</Box>}
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Box>
  );
}
