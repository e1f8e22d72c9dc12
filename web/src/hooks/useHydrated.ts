import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates server HTML (a prerendered or server-rendered page), true once the
 * page is live; always true when the client renders from scratch.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
