import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { COLLEGE_COUNTERS } from '@careers/domain';
import { useRef } from 'react';
import { useCountUp } from '../../../hooks/useCountUp';
import { useInView } from '../../../hooks/useInView';
import { brandColors } from '../../../config/theme';

const PLACEMENTS_ANIMATION_MS = 2000;

function Counter({ value, label, testId }: { value: string; label: string; testId?: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column-reverse',
        justifyContent: 'flex-end',
        textAlign: 'center',
        p: { xs: 2, md: 3 },
        minWidth: 0,
        overflowWrap: 'anywhere',
        borderRadius: 3,
        bgcolor: 'rgba(255,255,255,0.06)',
        border: '1px solid rgba(255,255,255,0.14)',
      }}
    >
      <Typography component="dt" sx={{ color: 'rgba(255,255,255,0.8)', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        data-testid={testId}
        sx={{
          m: 0,
          fontWeight: 800,
          fontSize: { xs: '1.6rem', sm: '2rem', md: '2.5rem' },
          color: brandColors.gold,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** Founded, institutions, employers and placements; placements count up once scrolled into view. */
export function VisionCounters() {
  const ref = useRef<HTMLDListElement>(null);
  const inView = useInView(ref, 0.4);
  const { founded, institutions, employers, placements } = COLLEGE_COUNTERS;
  const placed = useCountUp(placements.from, placements.to, inView, PLACEMENTS_ANIMATION_MS);

  return (
    <Box
      component="dl"
      ref={ref}
      sx={{
        m: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        // Two by two: the counters share half the page from md up, too narrow for four '10000+'.
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      }}
    >
      <Counter value={String(founded)} label="Founded" />
      <Counter value={institutions} label="Institutions" />
      <Counter value={employers} label="Employers" />
      <Counter value={`${placed}${placements.suffix}`} label="Placements" testId="placements-counter" />
    </Box>
  );
}
