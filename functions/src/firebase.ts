import { DEMO_PROJECT_ID } from '@careers/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/** One firebase-admin app per process; emulator hosts come from the standard env variables. */
export function adminApp() {
  return getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID });
}

export const db = () => getFirestore(adminApp());
export const auth = () => getAuth(adminApp());
