/**
 * Writes firebase.json's hosting rewrites and redirects from the app's route list
 * (src/config/hosting.ts); src/config/hosting.test.ts fails until they match. Run after changing
 * a route: `npx tsx web/scripts/sync-hosting.ts && npx prettier --write firebase.json`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HOSTING_REDIRECTS, hostingRewrites } from '../src/config/hosting';

const FIREBASE_JSON = fileURLToPath(new URL('../../firebase.json', import.meta.url));
const config = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as { hosting: Record<string, unknown> };
config.hosting.trailingSlash = false;
config.hosting.redirects = HOSTING_REDIRECTS;
config.hosting.rewrites = hostingRewrites();
writeFileSync(FIREBASE_JSON, `${JSON.stringify(config, null, 2)}\n`);
