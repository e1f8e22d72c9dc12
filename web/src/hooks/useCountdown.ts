import { useCallback, useEffect, useState } from 'react';

/** A whole-second countdown: `start(n)` counts `remaining` down from n to 0, once a second. */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((seconds: number) => setRemaining(seconds), []);
  return { remaining, running: remaining > 0, start } as const;
}
