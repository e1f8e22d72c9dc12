import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';

// `firebase deploy --only functions` uploads functions/ and installs only its package.json
// dependencies: the bundle must need nothing else (no workspace links such as @careers/domain).
describe('the deployable functions bundle', () => {
  const bundle = readFileSync('functions/lib/index.js', 'utf8');
  const pkg = JSON.parse(readFileSync('functions/package.json', 'utf8')) as { dependencies: Record<string, string> };

  it('requires only Node built-ins and the declared dependencies', () => {
    const required = new Set([...bundle.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]!));
    const packageOf = (id: string) => (id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0]!);
    const undeclared = [...required].filter((id) => {
      const name = id.replace(/^node:/, '');
      return !builtinModules.includes(name) && !builtinModules.includes(name.split('/')[0]!) && !(packageOf(id) in pkg.dependencies);
    });
    expect(required.size).toBeGreaterThan(0);
    expect(undeclared).toEqual([]);
  });

  it('carries the shared domain code inside', () => {
    expect(bundle).not.toContain('require("@careers/domain")');
    expect(bundle).toContain('Name should only contain letters and spaces');
  });

  it('exports the api function and the notification triggers', async () => {
    const bundlePath = '../../functions/lib/index.js';
    const mod = (await import(/* @vite-ignore */ bundlePath)) as Record<string, unknown>;
    expect(Object.keys(mod)).toEqual(
      expect.arrayContaining(['api', 'notifyOnResume', 'notifyOnApplication', 'notifyOnCollege', 'notifyOnCompany', 'notifyOnContact']),
    );
  });
});
