import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { eagerCompile } from './scripts/eagerCompile';

const root = fileURLToPath(new URL('.', import.meta.url));
// The stack's Hosting port (5000, shifted by CAREERS_PORT_OFFSET like every stack port).
const hostingPort = 5000 + (Number(process.env.CAREERS_PORT_OFFSET ?? 0) || 0);
const apiProxy = { '/api': { target: `http://127.0.0.1:${hostingPort}`, changeOrigin: false } };

/**
 * Modules that may be dropped when none of their exports is used (a module that is used keeps its
 * side effects). Vite's resolver would otherwise mark them side-effectful and keep them whole:
 * - the domain workspace package: it only declares constants, messages and schemas, so a page that
 *   imports a constant must not pull every schema (and zod) in beside it;
 * - Firebase products the browser never uses (all data goes through /api), which reactfire imports
 *   for hooks this app does not call.
 */
const SIDE_EFFECT_FREE = [
  /[\\/]domain[\\/]src[\\/]/,
  /[\\/]node_modules[\\/]@?firebase[\\/](firestore|database|storage|functions|remote-config|performance|analytics|app-check|ai|data-connect|installations|messaging)[\\/]/,
];

function sideEffectFree(patterns: readonly RegExp[]): Plugin {
  return {
    name: 'careers:side-effect-free',
    apply: 'build',
    transform(_code, id) {
      return patterns.some((pattern) => pattern.test(id)) ? { moduleSideEffects: false } : null;
    },
  };
}

// '@careers/domain' is an npm workspace package that exports TypeScript source
// (node_modules/@careers/domain -> ../domain). Vite follows the symlink to the real path outside
// node_modules, so the package is transpiled like app source and never pre-bundled.
export default defineConfig(() => ({
  root,
  plugins: [react(), sideEffectFree(SIDE_EFFECT_FREE), eagerCompile('index.html')],
  optimizeDeps: { exclude: ['@careers/domain'] },
  // One setting for the site origin (canonical links): SITE_ORIGIN, as the functions read it.
  define: { 'import.meta.env.VITE_SITE_ORIGIN': JSON.stringify(process.env.SITE_ORIGIN ?? process.env.VITE_SITE_ORIGIN ?? '') },
  // The prerender/SSR bundle is self-contained (it also runs inside the jobPage function).
  ssr: { noExternal: true },
  // Loopback only, like every local service of the stack (Vite's default 'localhost' may also be ::1).
  server: { host: '127.0.0.1', proxy: apiProxy },
  preview: { host: '127.0.0.1', proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json (not deployed: Hosting ignores dot paths) lets the bundle bench
    // follow what the first page load fetches after the entry's dynamic import of the app.
    manifest: true,
    // No preload helper: it added a <link rel=modulepreload> per dependency of every dynamic import
    // at start-up, one long main-thread task (docs/benchmarks.md, "Paint first"). The browser
    // fetches each chunk's imports as it parses it; the first screen's page chunks are requested
    // by src/start.tsx as soon as it runs, in parallel with rendering.
    modulePreload: false,
  },
}));
