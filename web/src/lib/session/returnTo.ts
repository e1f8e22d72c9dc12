import type { Location } from 'react-router-dom';

/** What a guard leaves in the router state when it sends a visitor to sign in. */
export interface ReturnState {
  from?: string;
}

/** Where to go after signing in: the page the guard turned the visitor away from, else `fallback`. */
export function returnPath(location: Location, fallback: string): string {
  const from = (location.state as ReturnState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}
