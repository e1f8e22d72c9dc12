/**
 * After `vite build`: renders every public page to static HTML with its critical CSS
 * (dist/<path>.html, served by Hosting with cleanUrls), keeps the unrendered shell as dist/spa.html
 * (the SPA fallback), writes robots.txt, and hands the jobPage/sitemap functions their renderer
 * and template (functions/lib/web). The site origin is SITE_ORIGIN (default http://localhost:5000).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { robotsTxt, siteOrigin } from '@careers/domain';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(WEB, 'dist');
const SSR_OUT = join(WEB, 'dist-ssr');
const FUNCTIONS_WEB = join(WEB, '..', 'functions', 'lib', 'web');

/** '/' -> index.html, '/jobs/current-opening' -> jobs/current-opening.html. */
const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

await build({
  root: WEB,
  logLevel: 'warn',
  build: {
    ssr: join(WEB, 'src', 'entry-server.tsx'),
    outDir: SSR_OUT,
    emptyOutDir: true,
    rollupOptions: { output: { inlineDynamicImports: true, entryFileNames: "entry-server.mjs" } },
  },
});

type Server = typeof import('../src/entry-server');
const server = (await import(pathToFileURL(join(SSR_OUT, 'entry-server.mjs')).href)) as Server;

// `vite build` empties dist, so spa.html only exists when this script runs again on the same build.
const shell = existsSync(join(DIST, 'spa.html')) ? join(DIST, 'spa.html') : join(DIST, 'index.html');
const template = readFileSync(shell, 'utf8');
writeFileSync(join(DIST, 'spa.html'), template);

const builtAt = new Date().toISOString();
for (const path of server.PRERENDERED_PATHS) {
  const html = await server.renderPage(path, template);
  const file = join(DIST, fileOf(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}
writeFileSync(join(DIST, 'robots.txt'), robotsTxt(siteOrigin(process.env.SITE_ORIGIN)));

rmSync(FUNCTIONS_WEB, { recursive: true, force: true });
mkdirSync(FUNCTIONS_WEB, { recursive: true });
copyFileSync(join(SSR_OUT, 'entry-server.mjs'), join(FUNCTIONS_WEB, 'entry-server.mjs'));
copyFileSync(join(DIST, 'spa.html'), join(FUNCTIONS_WEB, 'template.html'));
writeFileSync(join(FUNCTIONS_WEB, 'pages.json'), JSON.stringify(server.PRERENDERED_PATHS.map((path) => ({ path, lastmod: builtAt }))));
console.log(`prerendered ${server.PRERENDERED_PATHS.length} pages`);
