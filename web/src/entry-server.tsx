/**
 * Renders the app to HTML without a browser: at build time for the prerendered public pages
 * (web/scripts/prerender.ts) and at request time for the job list and job pages (the jobPages function, which
 * bundles this module). Critical CSS: every emotion rule the render inserted, inlined in <head>
 * as the `data-emotion` style tags emotion's client cache adopts on hydration.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { firstScreenPages } from './app/AppRoutes';
import { theme } from './config/theme';
import { EMOTION_KEY, GLOBAL_STYLES_NAME, SERVER_STYLES_NAME } from './lib/emotionCache';
import { PAGE_DATA_ELEMENT_ID, type PageData } from './lib/pageData';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Emotion's rules as style tags: one for the component rules (named for the client cache to adopt in
 * place, lib/emotionCache), one per global rule set (kept as it is by the client: hasServerGlobalStyles). `data-s`
 * tells emotion the tags are where they belong: without it emotion would move every server style tag
 * to the end of <head> when its default cache is created (a move meant for style tags rendered
 * inline beside components), restyling the page during start-up.
 */
function styleTags(cache: EmotionCache): string {
  const regular: string[] = [];
  const ids: string[] = [];
  const globals: string[] = [];
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    // Global rule sets have no registered class; keyframes and component rules are the cache's.
    const isGlobal = cache.registered[`${cache.key}-${id}`] === undefined && !id.startsWith('animation-');
    if (isGlobal) globals.push(`<style data-emotion="${GLOBAL_STYLES_NAME} ${id}" data-s="">${css}</style>`);
    else {
      ids.push(id);
      regular.push(css);
    }
  }
  return `${globals.join('')}<style data-emotion="${SERVER_STYLES_NAME} ${ids.join(' ')}" data-s="">${regular.join('')}</style>`;
}

/** Splits React's output into the hoisted head elements (<title>, <meta>, <link>) it starts with and the body. */
function splitHoisted(html: string): { head: string; body: string } {
  const match = /^(?:<(?:title>[^<]*<\/title>|meta [^>]*\/?>|link [^>]*\/?>))*/.exec(html);
  const head = match?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

const escapeJsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Renders `node` into `cache` for its styles alone (the markup is dropped). */
async function renderStylesOnly(node: ReactNode, url: string, cache: EmotionCache): Promise<void> {
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <StaticRouter location={url}>{node}</StaticRouter>
      </ThemeProvider>
    </CacheProvider>,
  );
  await streamToString(prelude);
}

/** The first screen's `criticalStyles` (see PageModule): content that appears after the page has loaded. */
async function criticalStylesOf(url: string): Promise<ReactNode[]> {
  const modules = await Promise.all(firstScreenPages(new URL(url, 'http://x').pathname).map((page) => page.load()));
  return modules.flatMap((module) => (module.criticalStyles ? [module.criticalStyles] : []));
}

/**
 * The full HTML document of `url`: the client shell `template` (web/dist's SPA index.html) with
 * the page's head tags, critical CSS and markup. `pageData` is embedded for hydration.
 */
export async function renderPage(url: string, template: string, pageData: PageData = {}, extraHead = ''): Promise<string> {
  const cache = createCache({ key: EMOTION_KEY });
  cache.compat = true; // no inline <style> beside each component: the rules are collected instead
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <App location={url} pageData={pageData} />
      </CacheProvider>
    </StrictMode>,
    // Everything is ready when the prelude is written: inline every boundary instead of outlining
    // large ones behind a fallback and a reveal script (the content must be in the HTML as is).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const { head, body } = splitHoisted(await streamToString(prelude));
  for (const node of await criticalStylesOf(url)) await renderStylesOnly(node, url, cache);
  const data = Object.keys(pageData).length
    ? `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${escapeJsonForHtml(pageData)}</script>`
    : '';
  return (
    template
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '')
      // Replacer functions: the inserted markup holds `$` sequences a replacement string would expand.
      .replace('</head>', () => `${head}${extraHead}${styleTags(cache)}</head>`)
      // The data after the markup: the page paints before a long list's JSON has arrived.
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${data}`)
  );
}

export { PRERENDERED_PATHS, SERVER_RENDERED_PATHS } from './config/head';
