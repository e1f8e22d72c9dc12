import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { COMMON_MESSAGES } from '@careers/domain';

/** An admin page's content while its data loads: one spinner, centred, announced as loading. */
export function PageLoading() {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={COMMON_MESSAGES.loading} />
    </Box>
  );
}
