import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { FirestoreServer as FirestoreServerType } from '@firestore-emulator/server';
import { ENDPOINTS, apiPath } from '@careers/domain';
import { patchFirestoreEmulator } from './firestoreEmulatorPatch';
import { isolateTransactions } from './firestoreEmulatorTransactions';
import { officialSuiteAvailable } from './officialEmulators';
import { HOST, LOCAL_FILES_DIR, PORT_OFFSET, PORTS, PROJECT_ID, ROOT, SITE_URL, STATE_DIR, unreachablePorts } from './paths';
import { isListening, startProcess, waitForHttp, type Started } from './processes';
import { startSiteFront } from './siteFront';
import type { DocumentEvents } from './relay';

// Its ESM build imports paths without extensions, which Node's ESM loader refuses; use the CJS build.
const firestoreEmulator = createRequire(import.meta.url)('@firestore-emulator/server') as typeof import('@firestore-emulator/server');
const { FirestoreServer } = firestoreEmulator;

export type StackMode = 'official' | 'offline';

const HEALTH_URL = `http://${HOST}:${PORTS.hosting}${apiPath(ENDPOINTS.health)}`;

export interface Stack {
  mode: StackMode;
  reason: string;
  siteUrl: string;
  /** Offline mode: the in-process Firestore emulator's write events (the trigger relay listens to them). */
  documentEvents?: DocumentEvents;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Build functions and web before starting (skip when the caller already built them). */
  build?: boolean;
  /** Echo the emulators' output to this console. */
  echo?: boolean;
  /**
   * Multiply every per-endpoint rate limit by this (CAREERS_RATE_LIMIT_SCALE, read by the function).
   * The test suites post hundreds of forms from one address; production and `npm start` use 1.
   */
  rateLimitScale?: number;
}

/**
 * Functions emulator workers running at once. The emulator gives each request a worker process of
 * its own (each loads the whole bundle; it ignores the function's `concurrency`) and starts a new
 * one whenever none is idle, up to this many (default 50: a burst of 200 posts started dozens of
 * workers and gigabytes of memory; figures in docs/benchmarks.md). Production
 * runs the api function with concurrency 80 (functions/src/index.ts), so a few warm workers taking
 * requests in turn behave like one instance there. See warmFunctionWorkers for why they start early.
 */
export const FUNCTIONS_EMULATOR_PARALLEL = 4;

/**
 * Seconds a new worker may take to load the functions before the emulator gives up on it. Its
 * default (30 s) is exceeded on a busy 2-core machine when several workers start at once, and then
 * the emulator neither answers the request that started the worker (the Hosting emulator ends it
 * with a 504 after 60 s) nor stops the worker, which stays in memory unused.
 */
export const FUNCTIONS_WORKER_START_TIMEOUT_SECONDS = 300;

/**
 * Starts every emulator worker before the stack is reported up: FUNCTIONS_EMULATOR_PARALLEL health
 * calls at once make the emulator start the workers it lacks. Then a burst of requests queues for
 * warm workers instead of paying cold starts (each loads the whole bundle) all at the same moment.
 */
async function warmFunctionWorkers(): Promise<void> {
  await Promise.all(
    Array.from({ length: FUNCTIONS_EMULATOR_PARALLEL }, () => waitForHttp(HEALTH_URL, 120_000, (status) => status === 200)),
  );
}

/** Emulator hosts for firebase-admin in this process and in every child it starts. */
export function setEmulatorEnv(mode: StackMode): void {
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  process.env.METADATA_SERVER_DETECTION = 'none';
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
  process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;
  if (mode === 'official')
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = process.env.STORAGE_EMULATOR_HOST = `http://${HOST}:${PORTS.storage}`;
  else process.env.CAREERS_LOCAL_FILES_DIR = LOCAL_FILES_DIR;
}

export function buildAll(echo: boolean): void {
  const stdio = echo ? 'inherit' : 'pipe';
  // Vitest sets NODE_ENV=test, which would make Vite emit React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio, env });
  execFileSync('npm', ['run', 'build', '-w', '@careers/web'], { cwd: ROOT, stdio, env });
}

interface HostingHeader {
  key: string;
  value: string;
}
interface FirebaseConfig {
  emulators: Record<string, unknown>;
  hosting: { public: string; headers: { source: string; headers: HostingHeader[] }[] };
}

/** The folder the Hosting emulator serves. */
const hostingPublicDir = () => join(ROOT, (JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseConfig).hosting.public);

/**
 * The pages' Content-Security-Policy lets the browser reach Firebase Auth's production endpoints
 * only; locally the signed-in areas talk to the Auth emulator, so the local copy adds it.
 */
export function withLocalAuthEmulator(csp: string): string {
  // The app reaches the emulator on the page's own host name: 127.0.0.1 in the tests, localhost in the README.
  return csp.replace(/connect-src ([^;]*)/, `connect-src $1 http://${HOST}:${PORTS.auth} http://localhost:${PORTS.auth}`);
}

/**
 * The firebase config the emulators run with: a copy of firebase.json beside it (so its relative
 * paths still hold) whose CSP allows the local Auth emulator, whose Hosting emulator listens behind
 * the stack's front (siteFront.ts) and, with CAREERS_PORT_OFFSET, whose emulator ports are shifted.
 */
function emulatorConfigArgs(): string[] {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseConfig;
  const { hostingEmulator, functions, firestore, auth, storage, hub, logging, eventarc, tasks } = PORTS;
  const ports = { hosting: hostingEmulator, functions, firestore, auth, storage, hub, logging, eventarc, tasks };
  for (const [name, port] of Object.entries(ports)) config.emulators[name] = { host: HOST, port };
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) if (header.key === 'Content-Security-Policy') header.value = withLocalAuthEmulator(header.value);
  }
  const file = join(ROOT, `.firebase.offset-${PORT_OFFSET}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return ['--config', file];
}

/** The emulator's own copy of grpc-js: its Server accepts only credentials of that copy. */
const grpcInsecure = () =>
  (
    createRequire(createRequire(import.meta.url).resolve('@firestore-emulator/server'))('@grpc/grpc-js') as typeof import('@grpc/grpc-js')
  ).ServerCredentials.createInsecure();

/** FirestoreServer.start binds every interface; the stack's servers bind 127.0.0.1 only. */
function listenOnLoopback(firestore: FirestoreServerType, port: number): Promise<void> {
  return new Promise((resolve, reject) =>
    (firestore as unknown as { server: import('@grpc/grpc-js').Server }).server.bindAsync(`${HOST}:${port}`, grpcInsecure(), (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

export async function startStack({ build = true, echo = false, rateLimitScale = 1 }: StackOptions = {}): Promise<Stack> {
  const unreachable = unreachablePorts();
  if (unreachable.length) {
    throw new Error(
      `CAREERS_PORT_OFFSET=${PORT_OFFSET} puts ${unreachable.join(', ')} on a port fetch and browsers refuse: pick another offset.`,
    );
  }
  if (await isListening(`http://${HOST}:${PORTS.hosting}`)) {
    throw new Error(`Port ${PORTS.hosting} is already in use: stop the running stack (npm start) first.`);
  }
  if (build) buildAll(echo);
  const { available, reason } = officialSuiteAvailable();
  const mode: StackMode = available ? 'official' : 'offline';
  setEmulatorEnv(mode);
  mkdirSync(join(STATE_DIR, 'files'), { recursive: true });

  let firestore: FirestoreServerType | undefined;
  if (mode === 'offline') {
    patchFirestoreEmulator(firestoreEmulator);
    firestore = new FirestoreServer();
    isolateTransactions(firestore);
    await listenOnLoopback(firestore, PORTS.firestore);
  }
  const only = mode === 'official' ? 'auth,firestore,storage,functions,hosting' : 'auth,functions,hosting';
  // The site's port: a malformed URL there would stop the Hosting emulator's process (siteFront.ts).
  const front = await startSiteFront({
    host: HOST,
    port: PORTS.hosting,
    hostingPort: PORTS.hostingEmulator,
    publicDir: hostingPublicDir(),
  });
  const firebaseBin = join(ROOT, 'node_modules', '.bin', 'firebase');
  const emulators: Started = startProcess(
    firebaseBin,
    ['emulators:start', '--only', only, '--project', PROJECT_ID, ...emulatorConfigArgs()],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: '1',
        FUNCTIONS_EMULATOR_PARALLEL: String(FUNCTIONS_EMULATOR_PARALLEL),
        FUNCTIONS_DISCOVERY_TIMEOUT: String(FUNCTIONS_WORKER_START_TIMEOUT_SECONDS),
        CAREERS_RATE_LIMIT_SCALE: String(rateLimitScale),
      },
      label: 'emulators',
      echo,
    },
  );
  const stop = async () => {
    await front.close();
    await emulators.stop();
    firestore?.stop();
  };
  try {
    await waitForHttp(HEALTH_URL, 120_000, (status) => status === 200);
    await warmFunctionWorkers();
  } catch (err) {
    await stop();
    throw err;
  }
  return { mode, reason, siteUrl: SITE_URL, documentEvents: firestore?.state.emitter, stop };
}
