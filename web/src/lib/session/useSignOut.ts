import { useQueryClient } from '@tanstack/react-query';
import { signOut } from 'firebase/auth';
import { useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';

/** The one sign-out of both areas: ends the Firebase session, forgets cached data, goes to `to`. */
export function useSignOut(to: string): () => Promise<void> {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await signOut(auth);
    queryClient.clear();
    navigate(to, { replace: true });
  };
}
