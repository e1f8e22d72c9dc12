import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** A signed-in affiliate as the area's header needs it: a way to sign out. */
export interface HeaderSession {
  signOut: () => void;
}

const HeaderSessionContext = createContext<{ session: HeaderSession | null; announce: (session: HeaderSession | null) => void }>({
  session: null,
  announce: () => {},
});

/**
 * The header sits above the area's routes, outside Firebase Auth (which loads only with the
 * sign-in page and the dashboard, so the landing page ships without it); the signed-in dashboard
 * tells it through this provider that an affiliate is signed in.
 */
export function HeaderSessionProvider({ children }: { children: ReactNode }) {
  const [session, announce] = useState<HeaderSession | null>(null);
  const value = useMemo(() => ({ session, announce }), [session]);
  return <HeaderSessionContext.Provider value={value}>{children}</HeaderSessionContext.Provider>;
}

export const useHeaderSession = (): HeaderSession | null => useContext(HeaderSessionContext).session;

/** For the signed-in dashboard: while it is shown, the header offers `signOut` instead of Sign In. */
export function useAnnounceSignedIn(signOut: () => Promise<void>): void {
  const { announce } = useContext(HeaderSessionContext);
  const latest = useRef(signOut);
  useEffect(() => {
    latest.current = signOut;
  });
  useEffect(() => {
    announce({ signOut: () => void latest.current() });
    return () => announce(null);
  }, [announce]);
}
