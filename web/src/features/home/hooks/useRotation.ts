import { useEffect, useState } from 'react';

/**
 * Index of the current item of a rotating list, advanced every `intervalMs`.
 * With fewer than two items (or when paused) it stays at 0 and no timer runs.
 */
export function useRotation(count: number, intervalMs: number, paused = false): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2 || paused) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, paused]);
  return count > 0 ? index % count : 0;
}
