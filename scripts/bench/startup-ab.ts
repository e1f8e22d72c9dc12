/**
 * The start-up A/B of docs/startup.md: Lighthouse on saved builds of the site, side by side in one
 * run, their audits interleaved. Each variant folder holds a web build (`dist/`) and the server
 * renderer the build wrote for the page functions (`fnweb/`, a copy of functions/lib/web). Each is
 * served on a port of its own as Hosting would serve it: clean URLs, gzip, the job list rendered
 * per request by the variant's own renderer with the running stack's jobs, /api proxied to the stack.
 *
 *   CAREERS_PORT_OFFSET=N npm start            # the demo stack, for the jobs and the API
 *   CAREERS_PORT_OFFSET=N npx tsx scripts/bench/startup-ab.ts /tmp/ab/A /tmp/ab/S ... \
 *     --pages /,/contact --mobile 5 --cpu6x 3 --out /tmp/ab/results.jsonl
 *
 * Prints each audit as it lands and, at the end, the medians per page, mode and variant.
 */
import { appendFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { loadavg } from 'node:os';
import { basename, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { API_PREFIX, ENDPOINTS, JOB_LIST_PAGE_PATH, apiPath } from '@careers/domain';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from '../stack/chromium';
import { HOST, PORTS } from '../stack/paths';

const { values, positionals: variantDirs } = parseArgs({
  allowPositionals: true,
  options: {
    pages: { type: 'string', default: '/,/jobs/current-opening,/contact,/employer' },
    mobile: { type: 'string', default: '5' },
    cpu6x: { type: 'string', default: '3' },
    out: { type: 'string', default: 'startup-ab.jsonl' },
    'first-port': { type: 'string', default: '6600' },
  },
});
const STACK = `http://${HOST}:${PORTS.hosting}`;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);

interface Renderer {
  renderPage(url: string, template: string, pageData?: unknown): Promise<string>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function send(
  res: ServerResponse,
  body: Buffer,
  { type, cacheControl, gzipped }: { type: string; cacheControl: string; gzipped: boolean },
) {
  res.writeHead(200, { 'content-type': type, 'cache-control': cacheControl, ...(gzipped ? { 'content-encoding': 'gzip' } : {}) });
  res.end(body);
}

/** Serves one saved build as Hosting and the jobPages function would. */
async function serveVariant(dir: string, port: number, jobList: { fixed: unknown; affiliate: unknown }): Promise<Server> {
  const dist = join(dir, 'dist');
  const renderer = (await import(pathToFileURL(join(dir, 'fnweb', 'entry-server.mjs')).href)) as Renderer;
  const template = readFileSync(join(dir, 'fnweb', 'template.html'), 'utf8');
  const gzippedFiles = new Map<string, Buffer>();
  const fileFor = (path: string) => {
    const candidates = path === '/' ? ['index.html'] : [path.slice(1), `${path.slice(1)}.html`, join(path.slice(1), 'index.html')];
    const found = candidates.map((name) => join(dist, name)).find((file) => existsSync(file) && statSync(file).isFile());
    return found ?? (path.startsWith('/assets/') ? undefined : join(dist, 'spa.html'));
  };
  const server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      if (path.startsWith(`${API_PREFIX}/`)) {
        const upstream = await fetch(`${STACK}${req.url}`);
        res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
        res.end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      if (path === JOB_LIST_PAGE_PATH) {
        const html = await renderer.renderPage(path, template, { jobList: { ...jobList, readAt: Date.now() } });
        send(res, gzipSync(html), { type: TYPES['.html']!, cacheControl: 'no-cache', gzipped: true });
        return;
      }
      const file = fileFor(path);
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      const extension = extname(file);
      const gzipped = COMPRESSIBLE.has(extension);
      const body = gzipped
        ? (gzippedFiles.get(file) ?? gzippedFiles.set(file, gzipSync(readFileSync(file))).get(file)!)
        : readFileSync(file);
      const cacheControl = path.startsWith('/assets/') || !gzipped ? IMMUTABLE : 'no-cache';
      send(res, body, { type: TYPES[extension] ?? 'application/octet-stream', cacheControl, gzipped });
    })().catch((error: unknown) => {
      console.error(error);
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, HOST, resolve));
  return server;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
};

const [fixed, affiliate] = await Promise.all(
  [apiPath(ENDPOINTS.jobsList), apiPath(ENDPOINTS.affiliateJobsPublic)].map(async (path) => (await fetch(`${STACK}${path}`)).json()),
);
const variants = await Promise.all(
  variantDirs.map(async (dir, i) => {
    const port = Number(values['first-port']) + i;
    const server = await serveVariant(dir, port, { fixed, affiliate });
    return { name: basename(dir), origin: `http://localhost:${port}`, server };
  }),
);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: HEADLESS_CHROMIUM_FLAGS,
});
const MODES = {
  mobile: {},
  cpu6x: {
    throttlingMethod: 'devtools' as const,
    throttling: { cpuSlowdownMultiplier: 6, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 },
  },
};
const audit = async (url: string, mode: keyof typeof MODES) => {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableFullPageScreenshot: true },
    { extends: 'lighthouse:default', settings: MODES[mode] },
  );
  const lhr = result!.lhr;
  return {
    score: lhr.runtimeError ? null : Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
    tti: lhr.audits.interactive?.numericValue ?? null,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
};

type Row = Awaited<ReturnType<typeof audit>> & { page: string; mode: string; variant: string; round: number; load: number };
const rows: Row[] = [];
try {
  // One unrecorded warm-up per variant: a fresh browser's first audit measures the browser too.
  for (const variant of variants) await audit(`${variant.origin}/`, 'mobile');
  const pages = values.pages.split(',');
  const rounds = { mobile: Number(values.mobile), cpu6x: Number(values.cpu6x) };
  for (const page of pages)
    for (const mode of Object.keys(MODES) as (keyof typeof MODES)[])
      for (let round = 0; round < rounds[mode]; round++) {
        // The order turns every round, so no variant always goes first.
        const order = variants.map((_, i) => variants[(i + round) % variants.length]!);
        for (const variant of order) {
          const row = { page, mode, variant: variant.name, round, load: loadavg()[0]!, ...(await audit(`${variant.origin}${page}`, mode)) };
          rows.push(row);
          appendFileSync(values.out, `${JSON.stringify(row)}\n`);
          console.log(
            `${page} ${mode} ${variant.name} r${round}: ${row.score} / TBT ${Math.round(row.tbt ?? -1)} / TTI ${Math.round(row.tti ?? -1)} (load ${row.load.toFixed(1)})`,
          );
        }
      }
} finally {
  await chrome.kill();
  for (const variant of variants) variant.server.close();
}

console.log('\npage | mode | variant | Performance / TBT ms / TTI ms (medians; audits completed) | load');
for (const key of new Set(rows.map((row) => `${row.page}|${row.mode}|${row.variant}`))) {
  const group = rows.filter((row) => `${row.page}|${row.mode}|${row.variant}` === key);
  const done = group.filter((row) => row.score !== null);
  const loads = group.map((row) => row.load);
  console.log(
    `${key.replaceAll('|', ' | ')} | ${median(done.map((row) => row.score!))} / ${Math.round(median(done.map((row) => row.tbt!)))} / ${Math.round(median(done.map((row) => row.tti!)))} (${done.length}/${group.length}) | ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
  );
}
