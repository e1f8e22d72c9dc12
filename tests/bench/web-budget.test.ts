import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT } from '../../web/scripts/eagerCompile';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from '../../scripts/stack/chromium';
import { FULL_BENCH, fullOrSmoke } from '../support/benchMode';
import { median, record } from '../support/measure';
import { BASE_URL } from '../support/stack';

const DIST = join(process.cwd(), 'web', 'dist');
const gzipKb = (file: string) => gzipSync(readFileSync(join(DIST, file))).length / 1024;

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };

/**
 * The files a first page load fetches: the entry, the app it imports (src/main.tsx ->
 * src/start.tsx), and everything those import statically, with their CSS.
 */
const readManifest = () => JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

function initialFiles(...pages: string[]): string[] {
  const manifest = readManifest();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const lazy of manifest['index.html']?.dynamicImports ?? []) visit(lazy);
  expect(
    [...files].some((file) => file.includes('start')),
    'the app module (src/start.tsx) is counted',
  ).toBe(true);
  for (const page of pages) {
    expect(manifest[page], `${page} is in the manifest`).toBeDefined();
    visit(page);
  }
  return [...files];
}

describe('web bundle size (gzip)', () => {
  it('keeps what the first page load fetches within budget', () => {
    const initial = initialFiles();
    expect(initial.length).toBeGreaterThan(2);
    const kb = initial.reduce((sum, file) => sum + gzipKb(file), 0);
    record('initial JS+CSS (gzip)', kb, 'KB', 150);
    expect(kb).toBeLessThan(150);
  });

  // V8 compiles these while they download instead of on the main thread when first called
  // (web/scripts/eagerCompile.ts: removing the hint cost 115 ms of blocking time, docs/startup.md).
  it('marks the scripts every page starts with, and only those, for eager compilation', () => {
    const hinted = (file: string) => readFileSync(join(DIST, file), 'utf8').startsWith(EAGER_COMPILE_HINT);
    const startup = initialFiles().filter((file) => file.endsWith('.js'));
    expect(startup.filter((file) => !hinted(file))).toEqual([]);
    const manifest = readManifest();
    const later = ['src/features/home/routes/HomePage.tsx', 'src/features/layout/components/MobileNav.tsx'].map(
      (key) => manifest[key]!.file,
    );
    expect(later.filter(hinted)).toEqual([]);
  });

  // Nobody needs them before a click: they load when their button is about to be pressed (features/layout/headerMenus).
  it("keeps the header's menus out of the first load", () => {
    const manifest = readManifest();
    const initial = initialFiles('src/features/home/routes/HomePage.tsx');
    for (const menu of ['src/features/layout/components/NavMenu.tsx', 'src/features/layout/components/MobileNav.tsx']) {
      expect(manifest[menu], `${menu} is a chunk of its own`).toBeDefined();
      expect(initial, menu).not.toContain(manifest[menu]!.file);
    }
    // MUI's Menu, and the Modal and Popover under it and the drawer.
    expect(initial.filter((file) => /\/(Menu|Modal|Popover|Drawer)-/.test(file))).toEqual([]);
  });

  it('keeps the admin and affiliate code out of the initial load', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const assets = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
    expect(html).not.toContain('jsx-dev-runtime');
    expect(assets.length).toBeGreaterThan(3);
    // The admin list page (MUI DataGrid), the export libraries it imports when an export button is
    // pressed and the dashboard's chart (@mui/x-charts, loaded after the dashboard paints) are only
    // ever loaded in the back office; they have a budget of their own.
    const adminOnly = (file: string) => /^(ResourceListPage|xlsx|jspdf|WeeklyChart)[-.]/.test(file);
    const largest = Math.max(...assets.filter((file) => !adminOnly(file)).map((file) => gzipKb(join('assets', file))));
    record('largest JS chunk (gzip)', largest, 'KB', 100);
    expect(largest).toBeLessThan(100);
    const largestAdmin = Math.max(...assets.filter(adminOnly).map((file) => gzipKb(join('assets', file))));
    record('largest admin-only JS chunk (gzip)', largestAdmin, 'KB', 150);
    expect(largestAdmin).toBeLessThan(150);
    // The prerendered home page links to /affiliate in its navigation; its scripts must not load that area.
    const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect([...scripts, ...initialFiles()].filter((url) => /admin|affiliate/i.test(url))).toEqual([]);
  });
});

/** The audits of a category that did not pass (weighted, score below 1): what a failing score is made of. */
function failingAudits(
  lhr: {
    categories: Record<string, { auditRefs?: { id: string; weight: number }[] } | undefined>;
    audits: Record<string, { score: number | null }>;
  },
  category: string,
): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
}

describe('Lighthouse (mobile emulation, Debian Chromium)', () => {
  // The bench's budgets: on the prerendered pages and the server-rendered job page,
  // Performance at least 95 and the largest contentful paint under 2.0 s, judged on the median of
  // five audits (Lighthouse's docs/variability.md: five halve a single audit's variability). The
  // other three categories do not depend on timing: 100 in both. The smoke in `npm test` judges one
  // audit of the server-rendered list (the heaviest first load) against floors that a page which
  // paints its content at all meets even with another test file's browser beside it on the two
  // cores (there one audit measured 74 and 4.96 s, alone 100 and 1.78 s), and the
  // other categories on it and on three pages of the other kinds (the prerendered home and form
  // pages, the server-rendered job page); the bench on every page.
  const PERFORMANCE = fullOrSmoke(0.95, 0.5);
  const LCP_MS = fullOrSmoke(2000, 10_000);
  const allPages = ['/', '/jobs/current-opening', '/contact', '/affiliate', '/college', '/employer', '/jobs/JOB1001'];
  const pages = fullOrSmoke(allPages, ['/', '/jobs/current-opening', '/contact', '/jobs/JOB1001']);
  const timedPages = fullOrSmoke(allPages, ['/jobs/current-opening']);
  const budgets = { accessibility: 1, 'best-practices': 1, seo: 1 } as const;
  let chrome: chromeLauncher.LaunchedChrome;
  const ALL_CATEGORIES = ['performance', ...Object.keys(budgets)];
  const audit = (path: string, categories: string[]) =>
    lighthouse(
      `${BASE_URL.replace('127.0.0.1', 'localhost')}${path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        // No screenshots, treemap, source-map or back/forward-cache audit: none is scored (weight 0),
        // and each lengthens every audit (the last one navigates away and back).
        disableFullPageScreenshot: true,
        skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'script-treemap-data', 'valid-source-maps', 'bf-cache'],
      },
      // An audit without performance judges the page as loaded: it need not wait for the network
      // and the CPU to fall quiet (about half of an audit's time).
      categories.includes('performance')
        ? undefined
        : {
            extends: 'lighthouse:default',
            settings: { pauseAfterFcpMs: 0, pauseAfterLoadMs: 0, networkQuietThresholdMs: 0, cpuQuietThresholdMs: 0 },
          },
    );

  beforeAll(async () => {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: HEADLESS_CHROMIUM_FLAGS,
    });
    // Each page is requested once, so the job page's function is loaded before its first audit, as in production.
    for (const path of pages) expect((await fetch(`${BASE_URL}${path}`)).status, path).toBe(200);
    // Warm-up, not judged: a fresh browser's first audit also measures the browser starting up, and
    // scores well below the audits after it (docs/benchmarks.md). In the smoke the untimed pages'
    // audits come first and warm it.
    if (FULL_BENCH) await audit('/', ['performance']);
  }, 180_000);
  afterAll(async () => {
    await chrome?.kill();
  });

  for (const path of pages.filter((page) => !timedPages.includes(page))) {
    it(`scores ${path} 100 in ${Object.keys(budgets).join(', ')}`, async () => {
      let result = await audit(path, Object.keys(budgets));
      if (result?.lhr.runtimeError) result = await audit(path, Object.keys(budgets));
      for (const [category, budget] of Object.entries(budgets)) {
        const score = result!.lhr.categories[category]?.score ?? 0;
        record(`lighthouse ${path} ${category}`, score * 100, 'score', budget * 100);
        expect(score, `${category}: failing audits ${failingAudits(result!.lhr, category).join(', ')}`).toBeGreaterThanOrEqual(budget);
      }
    }, 180_000);
  }

  const RUNS = fullOrSmoke(5, 1);
  for (const path of timedPages) {
    it(`scores ${path} within budget (median of ${RUNS} runs)`, async () => {
      const performances: number[] = [];
      let others: Record<string, number> = {};
      const lcps: number[] = [];
      const tbts: number[] = [];
      const hostIndexes: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Accessibility, best practices and SEO do not depend on timing: the first audit judges them,
        // and the others measure performance alone (each of those categories adds seconds to an audit).
        const categories = i === 0 ? ALL_CATEGORIES : ['performance'];
        // An audit that errored (lhr.runtimeError: the page never painted within Lighthouse's
        // timeouts on a stalled machine) measured nothing; it is run again once, and counts as 0 if it errs twice.
        let result = await audit(path, categories);
        if (result?.lhr.runtimeError) {
          console.log(`lighthouse ${path}: ${result.lhr.runtimeError.code}, auditing again`);
          result = await audit(path, categories);
        }
        const scores = result!.lhr.categories;
        performances.push(scores.performance?.score ?? 0);
        if (i === 0) others = Object.fromEntries(Object.keys(budgets).map((category) => [category, scores[category]?.score ?? 0]));
        lcps.push(result!.lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity);
        tbts.push(result!.lhr.audits['total-blocking-time']?.numericValue ?? Infinity);
        hostIndexes.push(result!.lhr.environment.benchmarkIndex);
      }
      // Every figure is recorded before any is judged, so a failing run still leaves all its numbers.
      console.log(
        `lighthouse ${path} audits (Performance / LCP ms / TBT ms): ${performances.map((score, i) => `${score * 100} / ${Math.round(lcps[i]!)} / ${Math.round(tbts[i]!)}`).join(', ')}`,
      );
      record(`lighthouse ${path} performance, median of the first three`, median(performances.slice(0, 3)) * 100, 'score', 0);
      const lcp = median(lcps);
      record(`lighthouse ${path} LCP`, lcp, 'ms', LCP_MS);
      record(`lighthouse ${path} TBT`, median(tbts), 'ms', 0);
      // Lighthouse's own measure of the host's CPU speed (higher is faster): context for the figures.
      record(`lighthouse ${path} host benchmarkIndex`, median(hostIndexes), 'index', 0);
      const scores = [
        ['performance', median(performances), PERFORMANCE] as const,
        ...Object.entries(budgets).map(([category, budget]) => [category, others[category]!, budget] as const),
      ];
      for (const [category, score, budget] of scores) record(`lighthouse ${path} ${category}`, score * 100, 'score', budget * 100);
      expect(lcp, 'largest contentful paint').toBeLessThan(LCP_MS);
      for (const [category, score, budget] of scores) expect(score, category).toBeGreaterThanOrEqual(budget);
    }, 180_000);
  }
});
