import { getApp, getApps, initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import { DEMO_PROJECT_ID, LOCAL_AUTH_EMULATOR_PORT_ABOVE_SITE } from '@careers/domain';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';

const env = import.meta.env;

const projectId = env.VITE_FIREBASE_PROJECT_ID || DEMO_PROJECT_ID;

export const firebaseConfig: FirebaseOptions = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
  projectId,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
  appId: env.VITE_FIREBASE_APP_ID,
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The Auth emulator is used on local hosts, or anywhere when VITE_USE_AUTH_EMULATOR=true. */
export function authEmulatorUrl(hostname = window.location.hostname): string | null {
  const forced = env.VITE_USE_AUTH_EMULATOR === 'true';
  if (!forced && !LOCAL_HOSTS.has(hostname)) return null;
  // `npm run dev` names the port (Vite serves the page); a built app finds it from the page's own port.
  const port = Number(env.VITE_AUTH_EMULATOR_PORT) || Number(window.location.port) + LOCAL_AUTH_EMULATOR_PORT_ABOVE_SITE;
  const host = env.VITE_AUTH_EMULATOR_HOST || `${hostname}:${port}`;
  return `http://${host}`;
}

export const firebaseApp: FirebaseApp = getApps().length ? getApp() : initializeApp(firebaseConfig);

function createAuth(): Auth {
  const auth = getAuth(firebaseApp);
  // No window when the sign-in page is prerendered (web/scripts/prerender.ts): nothing signs in there.
  const emulator = typeof window === 'undefined' ? null : authEmulatorUrl();
  // connectAuthEmulator throws if called twice (e.g. on hot reload); emulatorConfig marks it done.
  if (emulator && !auth.emulatorConfig) connectAuthEmulator(auth, emulator, { disableWarnings: true });
  return auth;
}

export const auth: Auth = createAuth();
