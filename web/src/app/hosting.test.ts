import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publicRoutes } from './routes/publicPages';
import { PRERENDERED_PATHS } from '../config/head';
import { HOSTING_REDIRECTS, hostingRewrites } from '../config/hosting';
import { PATHS, routePath } from '../config/paths';

const firebaseJson = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
  hosting: { rewrites: unknown; redirects: unknown; trailingSlash: unknown };
};

const globRegex = (glob: string) =>
  new RegExp(
    `^${glob
      .split('**')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+'))
      .join('.*')}$`,
  );
/** Whether Hosting serves the app at `path` (a prerendered file or a rewrite), rather than 404.html. */
const hosted = (path: string) => PRERENDERED_PATHS.includes(path) || hostingRewrites().some(({ source }) => globRegex(source).test(path));

describe("Hosting's routes", () => {
  it('are in firebase.json as config/hosting.ts writes them (npx tsx web/scripts/sync-hosting.ts)', () => {
    expect(firebaseJson.hosting.rewrites).toEqual(hostingRewrites());
    expect(firebaseJson.hosting.redirects).toEqual(HOSTING_REDIRECTS);
    expect(firebaseJson.hosting.trailingSlash).toBe(false);
  });

  it("serve every route of the app's routers, and nothing else", () => {
    const publicPaths = publicRoutes.flatMap(([path]) =>
      path === PATHS.servicePage ? Object.values(PATHS.services) : [routePath(path, { jobId: 'JOB1001', token: 't0k3n' })],
    );
    const privatePaths = [
      PATHS.admin.login,
      PATHS.admin.dashboard,
      routePath(PATHS.admin.application, { id: 'a1' }),
      PATHS.affiliate.dashboard,
      PATHS.affiliate.postJob,
      ...Object.values(PATHS.affiliateFooter),
    ];
    const affiliatePages = [PATHS.affiliate.landing, PATHS.affiliate.register, PATHS.affiliate.login];
    for (const path of [...publicPaths, ...privatePaths, ...affiliatePages]) expect(hosted(path), path).toBe(true);
    for (const path of ['/no-such-page', '/services/nope', '/contact/extra', '/affiliate-forms']) expect(hosted(path), path).toBe(false);
  });

  it('moves a URL ending in a slash to the one without it', () => {
    const [rule] = HOSTING_REDIRECTS;
    const match = new RegExp(rule.regex).exec('/services/seminar/');
    expect(rule.destination.replace(':path', match?.groups?.path ?? '')).toBe('/services/seminar');
    expect(new RegExp(rule.regex).test('/')).toBe(false);
  });
});
