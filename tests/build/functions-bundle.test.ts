import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../../scripts/stack/paths';

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

  // Loaded in a child process with a production-like environment: the bundle refuses to start
  // with emulator hosts set outside the Functions emulator, and this test process has them set.
  const load = (env: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, ['-e', "console.log(JSON.stringify(Object.keys(require('./functions/lib/index.js'))))"], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, GCLOUD_PROJECT: PROJECT_ID, ...env },
    });

  it('exports the api function and the notification triggers', () => {
    const child = load({});
    expect(child.status, child.stderr).toBe(0);
    expect(JSON.parse(child.stdout.trim().split('\n').pop()!)).toEqual(
      expect.arrayContaining(['api', 'notifyOnResume', 'notifyOnApplication', 'notifyOnCollege', 'notifyOnCompany', 'notifyOnContact']),
    );
  });

  it('refuses to load with emulator settings outside the Functions emulator', () => {
    const child = load({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(child.status).not.toBe(0);
    expect(child.stderr).toContain('Refusing to start');
    expect(load({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FUNCTIONS_EMULATOR: 'true' }).status).toBe(0);
  });
});
