import { useSession } from '../../../lib/session';

/** The signed-in affiliate's id (its uid). The dashboard routes render only inside the guard, so it is there. */
export function useAffiliateId(): string {
  const session = useSession();
  return session.status === 'signedIn' ? session.user.uid : '';
}
