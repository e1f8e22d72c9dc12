import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JOBS_PAGE_SIZE } from '@careers/domain';
import { CardGrid } from '../../../components/CardGrid';
import { visuallyHidden } from '../../../components/visuallyHidden';
import connectionErrorImage from '../assets/connection-error.svg';

const SKELETON_CARDS = Math.min(6, JOBS_PAGE_SIZE);

/** Placeholder cards while the list loads. */
export function JobListSkeleton() {
  return (
    <Box role="status" aria-live="polite" aria-busy="true" data-testid="jobs-loading">
      <Box component="span" sx={visuallyHidden}>
        Loading jobs
      </Box>
      <CardGrid>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <Card key={i} aria-hidden>
            <CardContent sx={{ p: 3 }}>
              <Skeleton variant="text" width="70%" height={32} />
              <Skeleton variant="text" width="40%" />
              <Stack spacing={0.5} sx={{ my: 1.5 }}>
                <Skeleton variant="text" width="55%" />
                <Skeleton variant="text" width="45%" />
                <Skeleton variant="text" width="50%" />
              </Stack>
              <Stack direction="row" spacing={1}>
                <Skeleton variant="rounded" height={36} sx={{ flex: 1, borderRadius: 999 }} />
                <Skeleton variant="rounded" height={36} sx={{ flex: 1, borderRadius: 999 }} />
              </Stack>
            </CardContent>
          </Card>
        ))}
      </CardGrid>
    </Box>
  );
}

/** The list could not be loaded: an illustration and the server's message (or the spec's fallback). */
export function JobListError({ message }: { message: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 4, md: 6 } }} data-testid="jobs-error">
      <Box
        component="img"
        src={connectionErrorImage}
        alt="Server connection error"
        width={240}
        height={180}
        sx={{ maxWidth: '70%', height: 'auto' }}
      />
      <Typography role="alert" sx={{ maxWidth: 520, fontSize: '1.1rem' }} data-testid="jobs-error-message">
        {message}
      </Typography>
    </Stack>
  );
}

/** No job matches the search. */
export function JobListEmpty({ message }: { message: string }) {
  return (
    <Typography role="status" sx={{ textAlign: 'center', py: 6, color: 'text.secondary', fontSize: '1.1rem' }} data-testid="jobs-empty">
      {message}
    </Typography>
  );
}
