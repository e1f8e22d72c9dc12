/**
 * The spec (docs/spec, the contract's copy) walked line by line: every API call it names is an
 * endpoint of ours with that method, every route it names is a route of the app (the public ones
 * answered by the site), every quoted sentence it shows a user is a text of ours, word for word,
 * (a domain text, or a component's own text), and the constants it states are ours. The behaviour behind each has its own tests.
 */
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as domain from '@careers/domain';
import {
  ADMIN_PAGE_SIZE,
  AFFILIATE_JOBS_PAGE_SIZE,
  API_PREFIX,
  COLLEGE_ERROR_TOAST_MS,
  CONTACT_TOAST_MS,
  ENDPOINTS,
  JOBS_PAGE_SIZE,
  LOCATION_SUGGEST_DEBOUNCE_MS,
  STATUS_MESSAGE_MS,
  SUGGESTION_LIST_MAX_HEIGHT_PX,
} from '@careers/domain';
import { PATHS } from '../../web/src/config/paths';
import { api } from '../support/stack';

const SPEC = ['public-site.md', 'affiliate-and-admin.md'].map((file) => readFileSync(join(process.cwd(), 'docs', 'spec', file), 'utf8'));
const spec = SPEC.join('\n');
const unique = <T>(items: Iterable<T>) => [...new Set(items)].sort();

/** `GET /api/cards/cards/{id}` → ['GET', '/cards/cards/:id'] (our paths have `:param` and no prefix). */
const specCalls = unique([...spec.matchAll(/\b(GET|POST|PUT|DELETE|PATCH) (\/api\/[A-Za-z0-9/{}_-]+)/g)].map((m) => `${m[1]} ${m[2]}`)).map(
  (call) => {
    const [method, path] = call.split(' ') as [string, string];
    return [method, path.slice(API_PREFIX.length).replace(/\{\w+\}/g, ':param')] as const;
  },
);
const ourCalls = new Set(Object.values(ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path.replace(/:\w+/g, ':param')}`));

/** Every route the spec names, as written (a trailing slash or colon is the sentence's). */
const specRoutes = unique(
  [...spec.matchAll(/(?<![\w/.:])(\/(?!api\/)[A-Za-z][A-Za-z0-9/_{}-]*)/g)].map((m) => m[1]!.replace(/[/:]$/, '')).filter(Boolean),
);
const flatten = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(flatten) : [];
/** Our routes, with their `:param`s as `{param}` and without a hash, in lower case (React Router matches in any case). */
const ourRoutes = new Set(
  flatten(PATHS).map((path) =>
    path
      .split('#')[0]!
      .replace(/:(\w+)/g, '{$1}')
      .toLowerCase(),
  ),
);

/** A text as a component's JSX child, alone between its tags. */
const jsxText = (text: string) => new RegExp(`>\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*<`);

/** Every text the domain exports: strings, and what its message functions say of the spec's nouns. */
function domainTexts(): string[] {
  const texts: string[] = [];
  const nouns = ['students', 'colleges', 'contacts', 'companies', 'job posts', 'affiliates', 'notifications'];
  const walk = (value: unknown, depth: number) => {
    if (typeof value === 'string') texts.push(value);
    else if (typeof value === 'function' && value.length <= 2)
      for (const noun of nouns) {
        try {
          const said: unknown = value(noun);
          if (typeof said === 'string') texts.push(said);
        } catch {
          // Not a message function.
        }
      }
    else if (value && typeof value === 'object' && depth < 4) for (const inner of Object.values(value)) walk(inner, depth + 1);
  };
  walk(domain, 0);
  return texts;
}

describe('the spec, walked', () => {
  it('names only API calls we serve, each with its method', () => {
    expect(specCalls.length).toBeGreaterThan(40);
    expect(specCalls.filter(([method, path]) => !ourCalls.has(`${method} ${path}`)).map((call) => call.join(' '))).toEqual([]);
  });

  it('names only routes of the app', () => {
    expect(specRoutes.length).toBeGreaterThan(30);
    expect(specRoutes.filter((route) => !ourRoutes.has(route.toLowerCase()))).toEqual([]);
  });

  it('names public routes the site answers with their page', async () => {
    const publicRoutes = specRoutes.filter((route) => !/^\/(admin|affiliate-dashboard)\b/.test(route) && !route.includes('{'));
    const answers = await Promise.all(publicRoutes.map(async (route) => [route, (await api(route)).status] as const));
    // /logout signs out and /Home and the like lead elsewhere: a redirect is their answer.
    expect(answers.filter(([, status]) => status !== 200 && !(status >= 301 && status <= 308))).toEqual([]);
    expect(answers.filter(([route]) => SPEC[0]!.includes(route)).every(([, status]) => status === 200)).toBe(true);
  });

  it('shows users only its own sentences, word for word', () => {
    const sentences = unique([...spec.matchAll(/'([^'\n]{3,200}?[.!?])'/g)].map((m) => m[1]!));
    expect(sentences.length).toBeGreaterThan(30);
    const texts = domainTexts();
    // A label written once in a component (a link's text) is its JSX text.
    const screens = globSync('web/src/**/*.tsx', { exclude: (file) => file.includes('.test.') })
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(sentences.filter((sentence) => !texts.some((text) => text.includes(sentence)) && !jsxText(sentence).test(screens))).toEqual([]);
  });

  it.each([
    ['Jobs per page: (\\d+)', JOBS_PAGE_SIZE],
    ['Lists: (\\d+) rows per page', ADMIN_PAGE_SIZE],
    ["\\((\\d+) for the affiliate's own jobs\\)", AFFILIATE_JOBS_PAGE_SIZE],
    ['Location suggestions: (\\d+) ms pause', LOCATION_SUGGEST_DEBOUNCE_MS],
    ['suggestion list maximum height (\\d+) px', SUGGESTION_LIST_MAX_HEIGHT_PX],
    ['Status message auto-dismiss: (\\d+) ms', STATUS_MESSAGE_MS],
    ['Contact toast: (\\d+) ms', CONTACT_TOAST_MS],
    ['College error toast: (\\d+) ms', COLLEGE_ERROR_TOAST_MS],
  ])('keeps its constant "%s"', (pattern, ours) => {
    const stated = new RegExp(pattern).exec(spec)?.[1];
    expect(stated, pattern).toBeDefined();
    expect(ours).toBe(Number(stated));
  });
});
