import createCache, { type EmotionCache } from '@emotion/cache';

/** Emotion's class-name prefix, the same on the server and in the browser (`css-<hash>`). */
export const EMOTION_KEY = 'css';

/**
 * The `data-emotion` name of the server's component rules: `css-ssr <id> <id> ...`. Not `css <id> ...`
 * as emotion writes it, because emotion's cache adopts tags under that name by re-inserting each
 * into <head> (a remove and an insert of 50-70 KB of CSS, so the whole page is restyled during
 * start-up). This cache adopts them where they are instead: see `createClientCache`.
 */
export const SERVER_STYLES_NAME = `${EMOTION_KEY}-ssr`;

/** The `data-emotion` name of a global rule set's tag (emotion's own: `css-global <id>`). */
export const GLOBAL_STYLES_NAME = `${EMOTION_KEY}-global`;

/**
 * Whether the document came with the server's global rules (CssBaseline's). They never change, so
 * the browser keeps them as they are: a <Global> would adopt the tag by re-inserting it, and a
 * style sheet taken out and put back restyles every element of the page in the middle of start-up.
 */
export const hasServerGlobalStyles = (): boolean =>
  typeof document !== 'undefined' && document.querySelector(`style[data-emotion^="${GLOBAL_STYLES_NAME} "]`) !== null;

/**
 * The browser's emotion cache. The rules the server rendered are marked as inserted, so the
 * components that hydrate add none again; their <style> tags stay where the HTML put them. Rules
 * the page adds later go to new tags after them, as emotion's own adoption would order them.
 */
export function createClientCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  for (const tag of document.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${SERVER_STYLES_NAME} "]`)) {
    for (const id of tag.dataset.emotion!.split(' ').slice(1)) cache.inserted[id] = true;
  }
  return cache;
}
