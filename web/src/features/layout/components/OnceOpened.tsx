import { Suspense, useState, type ReactNode } from 'react';

/**
 * A lazily loaded menu, mounted from the first time it is `open` on: until then it costs the page
 * nothing (no code, no hydration), and once opened it stays mounted to play its closing transition.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Derived in render (React's pattern for state that follows a prop), not in an effect.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
