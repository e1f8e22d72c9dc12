import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { DEMO_PROJECT_ID, LOCAL_AUTH_EMULATOR_PORT_ABOVE_SITE } from '@careers/domain';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PROJECT_ID = DEMO_PROJECT_ID;

/**
 * CAREERS_PORT_OFFSET shifts every port, so several stacks can run on one machine, from one
 * checkout or several (each then writes its own firebase config with the shifted ports, and keeps
 * its files in a folder of its own). Unset: the documented ports.
 */
export const PORT_OFFSET = Number(process.env.CAREERS_PORT_OFFSET ?? 0) || 0;
export const STATE_DIR = join(ROOT, PORT_OFFSET ? `.local-stack-${PORT_OFFSET}` : '.local-stack');
export const LOCAL_FILES_DIR = join(STATE_DIR, 'files');
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

/** Ports above 1023 that fetch and browsers refuse to connect to (the Fetch standard's "bad ports"). */
const FETCH_BAD_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/**
 * The stack's HTTP ports that fetch and browsers would refuse (CAREERS_PORT_OFFSET=1000 puts the
 * site on 6000): the tests and the pages could not reach them, so the stack refuses to start there.
 * Firestore speaks gRPC, which has no such list.
 */
export function unreachablePorts(ports: Readonly<Record<string, number>> = PORTS): string[] {
  return Object.entries(ports)
    .filter(([name, port]) => name !== 'firestore' && FETCH_BAD_PORTS.has(port))
    .map(([name, port]) => `${name} ${port}`);
}
export const SITE_URL = `http://localhost:${PORTS.hosting}`;
