import { startTransition, useEffect, useState } from 'react';
import { isLive } from './useHydrated';

/**
 * How many of `items` to render. Mounting a whole page of rich cards at once is one long task
 * (twelve job cards: about 120 ms on the test machine, so a tap waits that long), so the items
 * there at mount are revealed one more per task, in a transition. Any later `items` (a search,
 * another page: a new array) render all at once, as the reader asked for them. Items that mount
 * while React hydrates server HTML are all there at once: the HTML already shows them.
 */
export function useStaggeredReveal(items: readonly unknown[]): number {
  const [atMount] = useState(items);
  const [shown, setShown] = useState(() => (isLive() ? 1 : items.length));
  const staggering = items === atMount && shown < items.length;
  useEffect(() => {
    if (!staggering) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    return () => clearTimeout(timer);
  }, [staggering, shown]);
  return staggering ? shown : items.length;
}
