import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ADMIN_LIST_MESSAGES } from '@careers/domain';

/** A bar of `done` of `total` with its numbers in words ('1,200 of 3,412' unless `label` is given). */
export function ProgressLine({ done, total, label, testId }: { done: number; total: number; label?: string; testId?: string }) {
  const text = label ?? ADMIN_LIST_MESSAGES.progress(done, total);
  const percent = total > 0 ? Math.min(100, (done / total) * 100) : 0;
  return (
    <Box data-testid={testId} sx={{ minWidth: 220 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={text} />
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mt: 0.5 }}>
        {text}
      </Typography>
    </Box>
  );
}
