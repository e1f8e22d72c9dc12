import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/**
 * Counts from `from` to `to` once `start` is true (ease-out over `durationMs`).
 * Before the start it shows `from`; with reduced motion it jumps straight to `to`.
 */
export function useCountUp(from: number, to: number, start: boolean, durationMs = 2000): number {
  const [value, setValue] = useState(from);
  const reduce = usePrefersReducedMotion();
  useEffect(() => {
    if (!start) return undefined;
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
  }, [from, to, start, durationMs, reduce]);
  return value;
}
