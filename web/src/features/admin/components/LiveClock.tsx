import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { CLOCK_TICK_MS } from '@careers/domain';

const pad = (n: number) => String(n).padStart(2, '0');
/** DD-MM-YYYY (the spec's date format) and HH:MM:SS. */
export const clockText = (now: Date) =>
  `${pad(now.getDate())}-${pad(now.getMonth() + 1)}-${now.getFullYear()} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;

/** The dashboard's live date and time, ticking every CLOCK_TICK_MS. */
export function LiveClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography
      component="time"
      dateTime={now.toISOString()}
      data-testid="live-clock"
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, color: 'text.secondary' }}
    >
      {clockText(now)}
    </Typography>
  );
}
