import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Suspense fallback; it reserves the page's height so the footer does not jump in. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : '70vh' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
