/**
 * Job pages, sitemap, robots.txt and the prerendered public pages as Hosting serves them, read
 * over HTTP without a browser (what a search engine's crawler gets before any JavaScript runs).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  ENDPOINTS,
  JOB_LIST_PAGE_PATH,
  JOBS_PAGE_SIZE,
  apiPath,
  jobLifecycleFields,
  jobPagePath,
  jobSearchFields,
  siteOrigin,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { PAGE_HEAD, PRERENDERED_PATHS, SHARE_IMAGE } from '../../web/src/config/head';
import { BASE_URL, useEmulators } from '../support/stack';

useEmulators();

const ORIGIN = siteOrigin(process.env.SITE_ORIGIN);
const JOB_ID = `SEO${Date.now()}`;
const JOB = {
  jobId: JOB_ID,
  title: 'Site Reliability Engineer',
  location: 'Kochi',
  salary: '7-12 LPA',
  experience: '2-4 years',
  jobDescription: 'Keep our platform fast and available. On-call rotation with a friendly team.',
  department: 'Engineering',
  jobRole: 'SRE',
  roleCategory: 'Linux, Kubernetes, Observability',
  employmentType: 'Full Time',
  education: 'Any Graduate',
  englishLevel: 'Good English',
  gender: 'Any',
};
const POSTED = new Date('2025-06-01T09:30:00.000Z');

async function page(path: string) {
  const res = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const headTag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const titleOf = (html: string) => headTag(html, /<title>([^<]*)<\/title>/);
const canonicalOf = (html: string) => headTag(html, /<link rel="canonical" href="([^"]*)"/);
const metaOf = (html: string, attr: 'name' | 'property', key: string) =>
  headTag(html, new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`));
const jsonLdOf = (html: string) => {
  const text = headTag(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  return text === undefined ? undefined : (JSON.parse(text) as Record<string, any>);
};

beforeAll(async () => {
  await db()
    .collection(COLLECTIONS.jobs)
    .doc(JOB_ID)
    .set({ ...JOB, ...jobLifecycleFields({ status: 'open' }, 'fixed'), createdAt: Timestamp.fromDate(POSTED) });
});
afterAll(async () => {
  await db().collection(COLLECTIONS.jobs).doc(JOB_ID).delete();
});

describe('a job page', () => {
  it('holds the title, description, canonical link, Open Graph tags and JobPosting data in its HTML', async () => {
    const path = jobPagePath('fixed', JOB_ID);
    const { status, headers, html } = await page(path);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    const cacheControl = headers.get('cache-control') ?? '';
    expect(cacheControl).toMatch(/\bpublic\b/);
    const sMaxAge = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);
    expect(sMaxAge).toBeGreaterThan(0);
    expect(sMaxAge).toBeLessThanOrEqual(300);

    // The title names the location.
    expect(titleOf(html)).toBe(`Site Reliability Engineer in ${JOB.location} | CareerSetu`);
    expect(metaOf(html, 'name', 'description')).toContain('Site Reliability Engineer');
    expect(canonicalOf(html)).toBe(`${ORIGIN}${path}`);
    expect(metaOf(html, 'property', 'og:title')).toBe(`Site Reliability Engineer in ${JOB.location}`);
    expect(metaOf(html, 'property', 'og:url')).toBe(`${ORIGIN}${path}`);
    expect(metaOf(html, 'property', 'og:description')).toBeTruthy();
    expect(html).not.toContain('name="robots" content="noindex"');
    // The body is rendered too: the heading and the details are there before any script runs.
    expect(html).toMatch(/<h1[^>]*>Site Reliability Engineer<\/h1>/);
    expect(html).toContain('Keep our platform fast and available.');

    expect(jsonLdOf(html)).toEqual(
      expect.objectContaining({
        '@context': 'https://schema.org/',
        '@type': 'JobPosting',
        title: JOB.title,
        description: JOB.jobDescription,
        datePosted: '2025-06-01',
        employmentType: 'FULL_TIME',
        hiringOrganization: expect.objectContaining({ '@type': 'Organization', name: 'CareerSetu' }),
        jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Kochi', addressCountry: 'IN' } },
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'INR',
          value: { '@type': 'QuantitativeValue', minValue: 700000, maxValue: 1200000, unitText: 'YEAR' },
        },
      }),
    );
  });

  it("serves an affiliate job's page under /jobs/a-{id}", async () => {
    const list = (await (await fetch(`${BASE_URL}${apiPath(ENDPOINTS.affiliateJobsPublic)}`)).json()) as {
      _id: string;
      jobTitle: string;
      location: string;
    }[];
    const job = list[0]!;
    const { status, html } = await page(jobPagePath('affiliate', job._id));
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${job.jobTitle} in ${job.location} | CareerSetu`);
    const ownerId = (await db().collection(COLLECTIONS.affiliateJobs).doc(job._id).get()).get('affiliateId') as string;
    const company = (await db().collection(COLLECTIONS.affiliates).doc(ownerId).get()).get('companyName') as string;
    expect(company).toBeTruthy();
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'JobPosting',
      title: job.jobTitle,
      jobLocation: { address: { addressLocality: job.location, addressCountry: 'IN' } },
      // The affiliate's company hires (the site's own jobs name the site, above).
      hiringOrganization: { '@type': 'Organization', name: company },
    });
  });

  it('answers 404 with Page Not Found and noindex for an unknown job', async () => {
    for (const path of ['/jobs/NO-SUCH-JOB', '/jobs/a-noSuchAffiliateJob']) {
      const { status, headers, html } = await page(path);
      expect(status, path).toBe(404);
      expect(headers.get('cache-control')).not.toMatch(/s-maxage/);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
      expect(jsonLdOf(html)).toBeUndefined();
    }
  });
});

describe('the job list page', () => {
  const NEW_ID = `LIST${Date.now()}`;
  // Stored as the API stores a job: with the search fields the list's search reads, open (listed).
  beforeAll(async () => {
    await db()
      .collection(COLLECTIONS.jobs)
      .doc(NEW_ID)
      .set({
        ...JOB,
        ...jobSearchFields('Platform Engineer Kochi', JOB.location),
        ...jobLifecycleFields({ status: 'open' }, 'fixed'),
        jobId: NEW_ID,
        title: 'Platform Engineer Kochi',
        createdAt: Timestamp.now(),
      });
  });
  afterAll(async () => {
    await db().collection(COLLECTIONS.jobs).doc(NEW_ID).delete();
  });

  it('holds the current jobs, a job posted a moment ago first, as cards and as the data the client hydrates with', async () => {
    const res = await fetch(`${BASE_URL}${JOB_LIST_PAGE_PATH}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toMatch(/\bpublic\b.*\bs-maxage=300\b/);
    const html = await res.text();
    expect(titleOf(html)).toBe(`${PAGE_HEAD.currentOpenings.title} | CareerSetu`);
    expect(canonicalOf(html)).toBe(`${ORIGIN}${JOB_LIST_PAGE_PATH}`);

    const cards = cardsOf(html);
    expect(cards).toHaveLength(12);
    expect(cards[0]).toBe(NEW_ID);
    expect(html).toContain('Platform Engineer Kochi');

    // Each source's share of page 1 exactly as its list path answers it (each source read apart, so one failing leaves the other).
    const data = pageDataOf(html);
    const query = { limit: String(JOBS_PAGE_SIZE), page: '1', sort: 'default' };
    expect(data.jobList).toMatchObject({
      search: { q: '', location: '', department: '', experience: '', jobType: '' },
      sort: 'default',
      page: 1,
      fixed: await api(apiPath(ENDPOINTS.jobsList, {}, query)),
      affiliate: await api(apiPath(ENDPOINTS.affiliateJobsPublic, {}, query)),
    });
  });

  it('holds the search and the page its URL names, any page read directly, with its numbered buttons', async () => {
    const found = await page(`${JOB_LIST_PAGE_PATH}?q=platform+eng&location=KOCHI`);
    expect(cardsOf(found.html)[0]).toBe(NEW_ID);
    expect(pageDataOf(found.html).jobList.fixed).toEqual(
      await api(
        apiPath(
          ENDPOINTS.jobsList,
          {},
          { q: 'platform eng', location: 'KOCHI', limit: String(JOBS_PAGE_SIZE), page: '1', sort: 'default' },
        ),
      ),
    );

    const second = await page(`${JOB_LIST_PAGE_PATH}?page=2`);
    const firstTwo = (await api(apiPath(ENDPOINTS.jobOpenings, {}, { limit: '24' }))) as { rows: { _id: string }[] };
    expect(cardsOf(second.html)).toEqual(firstTwo.rows.slice(12).map((row) => row._id));

    // The last page and a page past it (which shows the last): its cards, and the pager's buttons in the HTML.
    const { total } = (await api(apiPath(ENDPOINTS.jobOpenings, {}, { limit: '1' }))) as { total: number };
    const pages = Math.ceil(total / JOBS_PAGE_SIZE);
    const lastRows = (await api(apiPath(ENDPOINTS.jobOpenings, {}, { page: String(pages), sort: 'newest' }))) as {
      rows: { _id: string }[];
    };
    for (const asked of [pages, pages + 5]) {
      const last = await page(`${JOB_LIST_PAGE_PATH}?sort=newest&page=${asked}`);
      expect(cardsOf(last.html)).toEqual(lastRows.rows.map((row) => row._id));
      expect(pageDataOf(last.html).jobList.page).toBe(pages);
      expect(last.html).toMatch(
        new RegExp(`aria-current="page"[^>]*aria-label="page ${pages}"|aria-label="page ${pages}"[^>]*aria-current="page"`),
      );
      expect(last.html).toContain('aria-label="Go to page 1"');
    }
  });
});

const cardsOf = (html: string) => [...html.matchAll(/data-testid="job-card"[^>]*data-job-id="([^"]+)"/g)].map((match) => match[1]);
const pageDataOf = (html: string) =>
  JSON.parse(/<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, any>;
const api = async (path: string) => (await fetch(`${BASE_URL}${path}`)).json();

describe('sitemap and robots.txt', () => {
  it('lists every prerendered page and every job page with lastmod', async () => {
    const { status, headers, html: xml } = await page('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/xml/);
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map((m) => [m[1]!, m[2]!] as const);
    const urls = new Map(entries);
    for (const path of PRERENDERED_PATHS) expect(urls.has(`${ORIGIN}${path}`), path).toBe(true);
    expect(urls.get(`${ORIGIN}/jobs/${JOB_ID}`)).toBe(POSTED.toISOString());
    expect(urls.has(`${ORIGIN}/jobs/JOB1001`)).toBe(true);
    expect([...urls.keys()].some((url) => url.startsWith(`${ORIGIN}/jobs/a-`))).toBe(true);
    for (const [, lastmod] of entries) expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
  });

  it('robots.txt names the sitemap and keeps crawlers out of the private areas', async () => {
    const { status, html: text } = await page('/robots.txt');
    expect(status).toBe(200);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ['/admin', '/affiliate-dashboard', API_PREFIX]) expect(text).toContain(`Disallow: ${path}\n`);
  });
});

describe('prerendered public pages', () => {
  it('serve their own title, description, canonical link and content at their path (no redirect)', async () => {
    const { status, html } = await page('/contact');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${PAGE_HEAD.contact.title} | CareerSetu`);
    expect(metaOf(html, 'name', 'description')).toBe(PAGE_HEAD.contact.description);
    expect(canonicalOf(html)).toBe(`${ORIGIN}/contact`);
    expect(html).toMatch(/<h1[^>]*>We would love to hear from you<\/h1>/);
    expect(html).toMatch(/<style data-emotion="css-ssr [^"]+" data-s="">/);
  });

  it("lead from the home page's call to action to its closing section, /#ready-to-transform", async () => {
    const { html } = await page('/');
    expect(html).toMatch(/<a [^>]*href="\/#ready-to-transform"[^>]*>Get Started/);
    expect(html).toContain('id="ready-to-transform"');
  });

  it('keep the SPA shell for paths that are not prerendered', async () => {
    const { status, html } = await page('/admin/dashboard');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
  });
});

describe("Hosting's answers for paths it has no page for, and shared links", () => {
  it('answers 404 with Page Not Found (noindex) for unknown paths, and 301 to the URL without a trailing slash', async () => {
    const [unknown, moved] = await Promise.all([
      Promise.all(['/no-such-page', '/services/nope', '/jobs/no/such/page', '/contact/extra'].map(page)),
      Promise.all(['/contact/', '/services/seminar/', '/jobs/JOB1001/', '/affiliate-login/', '/jobs/current-opening/?q=react'].map(page)),
    ]);
    for (const { status, html } of unknown) {
      expect(status).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
      expect(canonicalOf(html)).toBeUndefined();
    }
    expect(
      moved.map(({ status, headers }) => [
        status,
        new URL(headers.get('location') ?? '', BASE_URL).pathname + new URL(headers.get('location') ?? '', BASE_URL).search,
      ]),
    ).toEqual([
      [301, '/contact'],
      [301, '/services/seminar'],
      [301, '/jobs/JOB1001'],
      [301, '/affiliate-login'],
      [301, '/jobs/current-opening?q=react'],
    ]);
  });

  it('gives every public page its own title, description, canonical link, Open Graph and Twitter card tags with the share image', async () => {
    const paths = [...PRERENDERED_PATHS, jobPagePath('fixed', JOB_ID)];
    const [pages, image] = await Promise.all([Promise.all(paths.map(page)), fetch(`${BASE_URL}${SHARE_IMAGE.path}`)]);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const titles = new Set<string>();
    pages.forEach(({ status, html }, index) => {
      const path = paths[index]!;
      const url = `${ORIGIN}${path}`;
      expect(status, path).toBe(200);
      titles.add(titleOf(html)!);
      expect(canonicalOf(html), path).toBe(url);
      const description = metaOf(html, 'name', 'description');
      expect(description, path).toBeTruthy();
      expect(metaOf(html, 'property', 'og:url'), path).toBe(url);
      expect(metaOf(html, 'property', 'og:title'), path).toBeTruthy();
      expect(metaOf(html, 'property', 'og:description'), path).toBe(description);
      expect(metaOf(html, 'property', 'og:image'), path).toBe(`${ORIGIN}${SHARE_IMAGE.path}`);
      expect(metaOf(html, 'name', 'twitter:card'), path).toBe('summary_large_image');
      expect(metaOf(html, 'name', 'twitter:image'), path).toBe(`${ORIGIN}${SHARE_IMAGE.path}`);
    });
    expect(titles.size, 'a title of its own per page').toBe(paths.length);
  });
});
