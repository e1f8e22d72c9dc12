import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const STATE_DIR = join(ROOT, '.local-stack');
export const LOCAL_FILES_DIR = join(STATE_DIR, 'files');
export const PROJECT_ID = 'demo-careers';

export const PORTS = { hosting: 5000, functions: 5001, firestore: 8080, auth: 9099, storage: 9199, vite: 5173 } as const;
export const HOST = '127.0.0.1';
export const SITE_URL = `http://localhost:${PORTS.hosting}`;
