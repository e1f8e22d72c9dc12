/**
 * Signs a browser page in as the demo admin (or another staff account) without the login screen: the Firebase Auth SDK keeps
 * its signed-in user in IndexedDB (firebaseLocalStorageDb), so this signs in through the Auth
 * emulator's REST API and stores the same record the SDK would, before the admin area loads.
 */
import type { Page } from 'playwright-core';
import { DEMO_ADMIN } from '../../scripts/stack/demoData';
import { HOST, PORTS } from '../../scripts/stack/paths';

const API_KEY = 'demo-api-key';

export const signInAsAdmin = (page: Page): Promise<void> => signInAsStaff(page, DEMO_ADMIN);

/** The same for another staff account (the demo recruiter). */
export async function signInAsStaff(page: Page, account: { email: string; password: string }): Promise<void> {
  const res = await fetch(`http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
  });
  const session = (await res.json()) as { idToken: string; refreshToken: string; expiresIn: string; localId: string; email: string };
  const now = Date.now();
  const user = {
    uid: session.localId,
    email: session.email,
    emailVerified: true,
    isAnonymous: false,
    providerData: [
      { providerId: 'password', uid: session.email, displayName: null, email: session.email, phoneNumber: null, photoURL: null },
    ],
    stsTokenManager: {
      refreshToken: session.refreshToken,
      accessToken: session.idToken,
      expirationTime: now + Number(session.expiresIn) * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
  // Any document of the site's origin reaches its IndexedDB: the smallest static file, not an app page to load.
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ key, value }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('firebaseLocalStorage', 'readwrite');
          tx.objectStore('firebaseLocalStorage').put({ fbase_key: key, value });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { key: `firebase:authUser:${API_KEY}:[DEFAULT]`, value: user },
  );
}
