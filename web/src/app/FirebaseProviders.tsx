import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { auth, firebaseApp } from '../lib/firebase';

/**
 * reactfire's FirebaseAppProvider + AuthProvider. Only the affiliate and admin areas need Firebase
 * Auth, so this lives in their lazily loaded chunks and the public pages ship without it.
 * Use it as a wrapper (children) or as a layout route (renders the matched child route).
 */
export function FirebaseProviders({ children }: { children?: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>{children ?? <Outlet />}</AuthProvider>
    </FirebaseAppProvider>
  );
}

export default FirebaseProviders;
