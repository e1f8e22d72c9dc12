// Bundles the functions with esbuild so the shared domain code (a workspace package) travels
// inside lib/index.js; `firebase deploy` then installs only this folder's package.json deps.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outfile: new URL('./lib/index.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  sourcemap: true,
  // firebase-admin and firebase-functions stay external: the Functions runtime installs them.
  external: Object.keys(pkg.dependencies ?? {}).filter((dep) => dep.startsWith('firebase-')),
  logLevel: 'warning',
});
