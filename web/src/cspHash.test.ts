import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** index.html's one inline script runs only under a CSP that names its hash: an edit must update firebase.json. */
describe("the pages' Content-Security-Policy", () => {
  it("allows index.html's inline script by its current hash, in every Hosting rule", () => {
    const scripts = [...read('../index.html').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(scripts[0]!).digest('base64')}'`;
    const config = JSON.parse(read('../../firebase.json')) as { hosting: { headers: { headers: { key: string; value: string }[] }[] } };
    const policies = config.hosting.headers.flatMap((rule) => rule.headers).filter((header) => header.key === 'Content-Security-Policy');
    expect(policies.length).toBeGreaterThan(0);
    for (const { value } of policies) expect(/script-src ([^;]*)/.exec(value)?.[1]).toBe(`'self' ${hash}`);
  });
});
