/**
 * After `vite build`: renders every public page to static HTML with its critical CSS
 * (dist/<path>.html, served by Hosting with cleanUrls), keeps the unrendered shell as dist/spa.html
 * (the shell of the pages only the client renders, config/hosting.ts), renders the Page Not Found page
 * as dist/404.html (Hosting's answer, status 404, for a path it serves nothing at), writes robots.txt, and hands the jobPages/sitemap functions their renderer
 * and template (functions/lib/web). Pages the function renders per request (SERVER_RENDERED_PATHS)
 * go to functions/lib/web/fallback instead of dist, as the function's answer when it cannot read
 * their data (a static file at their path would be served before the rewrite to the function).
 * The site origin is SITE_ORIGIN (default http://localhost:5000).
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

/** '/' -> index.html, '/jobs/post-resume' -> jobs/post-resume.html. */
const NOT_FOUND_FILE = '404.html';
const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

await build({
  root: WEB,
  logLevel: 'warn',
  // An SSR bundle reads process.env.NODE_ENV when it runs. Inside the jobPages function it is
  // unset, which would render React's and MUI's development builds: slower, and with labelled
  // style names (css-<hash>-MuiCard-root) that the client's production styles do not match, so
  // hydrating would insert every style again.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: join(WEB, 'src', 'entry-server.tsx'),
    outDir: SSR_OUT,
    emptyOutDir: true,
    rollupOptions: { output: { codeSplitting: false, entryFileNames: 'entry-server.mjs' } },
  },
});

type Server = typeof import('../src/entry-server');
const server = (await import(pathToFileURL(join(SSR_OUT, 'entry-server.mjs')).href)) as Server;

// `vite build` empties dist, so spa.html only exists when this script runs again on the same build.
const shell = existsSync(join(DIST, 'spa.html')) ? join(DIST, 'spa.html') : join(DIST, 'index.html');
const template = readFileSync(shell, 'utf8');
writeFileSync(join(DIST, 'spa.html'), template);

rmSync(FUNCTIONS_WEB, { recursive: true, force: true });
mkdirSync(FUNCTIONS_WEB, { recursive: true });

const builtAt = new Date().toISOString();
for (const path of server.PRERENDERED_PATHS) {
  const html = await server.renderPage(path, template);
  const serverRendered = server.SERVER_RENDERED_PATHS.includes(path);
  if (serverRendered) rmSync(join(DIST, fileOf(path)), { force: true });
  const file = join(serverRendered ? join(FUNCTIONS_WEB, 'fallback') : DIST, fileOf(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}
// Any unknown public path renders Page Not Found; the client renders the same for the URL it is served at.
writeFileSync(join(DIST, NOT_FOUND_FILE), await server.renderPage(`/${NOT_FOUND_FILE}`, template));
writeFileSync(join(DIST, 'robots.txt'), robotsTxt(siteOrigin(process.env.SITE_ORIGIN)));
copyFileSync(join(SSR_OUT, 'entry-server.mjs'), join(FUNCTIONS_WEB, 'entry-server.mjs'));
copyFileSync(join(DIST, 'spa.html'), join(FUNCTIONS_WEB, 'template.html'));
writeFileSync(join(FUNCTIONS_WEB, 'pages.json'), JSON.stringify(server.PRERENDERED_PATHS.map((path) => ({ path, lastmod: builtAt }))));
console.log(`prerendered ${server.PRERENDERED_PATHS.length} pages`);
