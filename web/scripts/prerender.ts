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

/** Vite's client build manifest (build.manifest), the parts read here. */
type Manifest = Record<string, { file: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }>;
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** A chunk's file and every file it imports statically, at any depth. */
function withImports(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key]!;
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(imported, into);
  return into;
}
// The entry's own files are preloaded by the HTML Vite wrote; each lazily loaded chunk needs the rest.
const entryFiles = new Set(Object.keys(manifest).filter((key) => manifest[key]!.isEntry).flatMap((key) => [...withImports(key)]));
const chunkFiles = Object.fromEntries(
  Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.name)
    .map(([key, chunk]) => [chunk.name!, [...withImports(key)].filter((file) => !entryFiles.has(file))]),
);

await build({
  root: WEB,
  logLevel: 'warn',
  define: { __CHUNK_FILES__: JSON.stringify(chunkFiles) },
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
