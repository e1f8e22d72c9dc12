import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { DEMO_PROJECT_ID, LOCAL_AUTH_EMULATOR_PORT_ABOVE_SITE } from '@careers/domain';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const STATE_DIR = join(ROOT, '.local-stack');
export const LOCAL_FILES_DIR = join(STATE_DIR, 'files');
export const PROJECT_ID = DEMO_PROJECT_ID;

/**
 * CAREERS_PORT_OFFSET shifts every port, so several checkouts can run a stack each on one machine
 * (the stack then writes its own firebase config with the shifted ports). Unset: the documented ports.
 */
export const PORT_OFFSET = Number(process.env.CAREERS_PORT_OFFSET ?? 0) || 0;
const shifted = <T extends Record<string, number>>(ports: T) =>
  Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + PORT_OFFSET])) as { readonly [K in keyof T]: number };
const SITE_PORT = 5000;
export const PORTS = shifted({
  /** The site: the stack's front (siteFront.ts), which hands requests on to the Hosting emulator. */
  hosting: SITE_PORT,
  /** The Hosting emulator itself, behind the front. */
  hostingEmulator: SITE_PORT + 2,
  functions: 5001,
  firestore: 8080,
  auth: SITE_PORT + LOCAL_AUTH_EMULATOR_PORT_ABOVE_SITE,
  storage: 9199,
  vite: 5173,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
});
export const HOST = '127.0.0.1';
export const SITE_URL = `http://localhost:${PORTS.hosting}`;
