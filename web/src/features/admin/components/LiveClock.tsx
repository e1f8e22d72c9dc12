import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { CLOCK_TICK_MS, formatDayMonthYearTime } from '@careers/domain';

/** DD-MM-YYYY (the spec's date format) and HH:MM:SS, in India. */
export const clockText = (now: Date) => `${formatDayMonthYearTime(now.toISOString())}:${String(now.getSeconds()).padStart(2, '0')}`;

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
