import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks, headingAnchors, headingSlug } from './docLinks';
import { ENDPOINTS_DOC, ROOT } from './endpointsDoc';

/** A doc longer than this is a log or several topics: history belongs in git, topics in files of their own. */
const DOC_LINES_MAX = 400;

const DOCS = join(ROOT, 'docs');
const docs = readdirSync(DOCS)
  .filter((name) => name.endsWith('.md'))
  .map((name) => join(DOCS, name));
/** [the file as the repo names it, its path], for test names that read the same on every checkout. */
const named = (files: string[]) => files.map((file) => [relative(ROOT, file), file] as const);

describe('docs', () => {
  it.each(named(docs.filter((file) => file !== ENDPOINTS_DOC)))(`%s has at most ${DOC_LINES_MAX} lines`, (_name, file) => {
    expect(readFileSync(file, 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(DOC_LINES_MAX);
  });

  it.each(named([join(ROOT, 'README.md'), ...docs]))('every relative link of %s reaches a file and heading', (_name, file) => {
    expect(brokenLinks(file)).toEqual([]);
  });
});

describe('the link check', () => {
  it('makes anchors as GitHub does', () => {
    expect(headingSlug('Sign-in pages, exports and the affiliate area')).toBe('sign-in-pages-exports-and-the-affiliate-area');
    expect(headingSlug('What the offline `Firestore` emulator does (and does not)')).toBe(
      'what-the-offline-firestore-emulator-does-and-does-not',
    );
    expect(headingSlug('Roles and the [security](security.md) model')).toBe('roles-and-the-security-model');
    expect([...headingAnchors('# A\n## Notes\n```\n# not a heading\n```\n### Notes\n')]).toEqual(['a', 'notes', 'notes-1']);
  });

  it('finds a missing file, a missing heading, and leaves code and absolute URLs alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'doc-links-'));
    writeFileSync(join(dir, 'other.md'), '# Other\n\n## Kept section\n');
    const file = join(dir, 'doc.md');
    writeFileSync(
      file,
      [
        '# Doc',
        '[ok](other.md#kept-section), [self](#doc), [web](https://example.com/x.md#y), `[code](gone.md)`',
        '[moved](other.md#moved-section) and [gone](gone.md)',
        '```',
        '[fenced](gone.md)',
        '```',
      ].join('\n'),
    );
    expect(brokenLinks(file)).toEqual(['other.md#moved-section: no heading with that anchor', 'gone.md: no such file']);
  });
});
