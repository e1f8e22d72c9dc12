import { onIdTokenChanged, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { useAuth } from 'reactfire';
import type { Role } from '@careers/domain';

export type Session = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: User; role: Role | undefined };

/**
 * Who is signed in, and with which `role` claim (read from the ID token, which the Firebase SDK
 * refreshes by itself). The one place the web app learns the session; never store tokens by hand.
 */
export function useSession(): Session {
  const auth = useAuth();
  const [session, setSession] = useState<Session>({ status: 'loading' });
  useEffect(
    () =>
      onIdTokenChanged(auth, (user) => {
        if (!user) return setSession({ status: 'signedOut' });
        void user.getIdTokenResult().then(({ claims }) => setSession({ status: 'signedIn', user, role: claims.role as Role | undefined }));
      }),
    [auth],
  );
  return session;
}
