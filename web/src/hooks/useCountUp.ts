import { useEffect, useState } from 'react';

/**
 * Counts from `from` to `to` once `start` is true (ease-out over `durationMs`).
 * Before the start it shows `from`; with reduced motion it jumps straight to `to`.
 */
export function useCountUp(from: number, to: number, start: boolean, durationMs = 2000): number {
  const [value, setValue] = useState(from);
  useEffect(() => {
    if (!start) return undefined;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduce || durationMs <= 0) {
      setValue(to);
      return undefined;
    }
    let frame = 0;
    const begin = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - begin) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      setValue(Math.round(from + (to - from) * eased));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [from, to, start, durationMs]);
  return value;
}
