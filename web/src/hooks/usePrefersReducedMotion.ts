import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const snapshot = () => media()?.matches ?? false;

/** Whether the visitor asked for reduced motion; follows the setting when it changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/** 'auto' (jump) under reduced motion, else 'smooth': for scrollIntoView / scrollTo. */
export const scrollBehavior = (reduceMotion: boolean): ScrollBehavior => (reduceMotion ? 'auto' : 'smooth');
