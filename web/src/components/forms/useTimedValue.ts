import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A value that clears itself `ms` milliseconds after it is shown (status messages and toasts).
 * Showing a new value restarts the timer; the timer is our own, so the delay is exact (it does not
 * pause on hover or window blur the way Snackbar's autoHideDuration does).
 */
export function useTimedValue<T>(ms: number) {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setValue(null);
  }, []);

  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setValue(next);
      timer.current = setTimeout(() => setValue(null), ms);
    },
    [ms],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { value, show, clear } as const;
}

export type StatusKind = 'success' | 'error';

export interface StatusMessage {
  kind: StatusKind;
  text: string;
}
