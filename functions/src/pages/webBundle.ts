import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What the web build hands the page functions (web/scripts/prerender.ts writes it to
 * functions/lib/web, beside this bundle, so it is there in the emulator and in deploy alike):
 * the server renderer, the client shell template and the list of prerendered pages.
 */
const WEB_DIR = join(__dirname, 'web');

interface WebRenderer {
  renderPage(url: string, template: string, pageData?: unknown): Promise<string>;
}

// A native import(): the renderer is an ES module, and esbuild would turn import() into require().
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

let renderer: Promise<WebRenderer> | undefined;
/** The renderer module, loaded once; a failed load is not kept, so the next request tries again. */
export function webRenderer(): Promise<WebRenderer> {
  renderer ??= (importModule(pathToFileURL(join(WEB_DIR, 'entry-server.mjs')).href) as Promise<WebRenderer>).catch((error: unknown) => {
    renderer = undefined;
    throw error;
  });
  return renderer;
}

let template: string | undefined;
/** The SPA shell (web/dist/spa.html): the client renders whatever it is given. */
export const shellTemplate = () => (template ??= readFileSync(join(WEB_DIR, 'template.html'), 'utf8'));

/**
 * The build-time rendering of a page the function renders per request (no data in it: the client
 * fetches it), for when its data cannot be read. '/jobs/current-opening' -> fallback/jobs/current-opening.html.
 */
export const fallbackPage = (path: string) => readFileSync(join(WEB_DIR, 'fallback', `${path.slice(1)}.html`), 'utf8');

export interface PrerenderedPage {
  path: string;
  lastmod: string;
}

export const prerenderedPages = (): PrerenderedPage[] => JSON.parse(readFileSync(join(WEB_DIR, 'pages.json'), 'utf8')) as PrerenderedPage[];
