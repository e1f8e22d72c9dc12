import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_REGION } from '../../functions/src/region';
import { PROJECT_ID } from '../../scripts/stack/paths';

// `firebase deploy --only functions` uploads functions/ and installs only its package.json
// dependencies: the bundle must need nothing else (no workspace links such as @careers/domain).
describe('the deployable functions bundle', () => {
  const bundle = readFileSync('functions/lib/index.js', 'utf8');
  const pkg = JSON.parse(readFileSync('functions/package.json', 'utf8')) as { dependencies: Record<string, string> };
  const firebaseConfig = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: { predeploy: string[]; rewrites: { function?: { functionId: string; region: string } }[] };
    functions: { predeploy: string[] }[];
  };

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
  // `report` is an expression of the loaded module `m`, printed as JSON (see loadedReport).
  const load = (env: NodeJS.ProcessEnv, report = 'Object.keys(m)') =>
    spawnSync(process.execPath, ['-e', `const m = require('./functions/lib/index.js'); console.log(JSON.stringify(${report}))`], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, GCLOUD_PROJECT: PROJECT_ID, ...env },
    });
  const loadedReport = (child: ReturnType<typeof load>) => JSON.parse(child.stdout.trim().split('\n').pop()!) as unknown;

  it('exports the api function and the notification triggers', () => {
    const child = load({});
    expect(child.status, child.stderr).toBe(0);
    expect(loadedReport(child)).toEqual(
      expect.arrayContaining(['api', 'notifyOnResume', 'notifyOnApplication', 'notifyOnCollege', 'notifyOnCompany', 'notifyOnContact']),
    );
  });

  it('refuses to load with emulator settings outside the Functions emulator', () => {
    const child = load({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(child.status).not.toBe(0);
    expect(child.stderr).toContain('Refusing to start');
    expect(load({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FUNCTIONS_EMULATOR: 'true' }).status).toBe(0);
  });

  it('runs every function in one region, the one the Hosting rewrites name, and retries the triggers', () => {
    const child = load(
      {},
      'Object.fromEntries(Object.entries(m).filter(([, f]) => f && f.__endpoint).map(([name, f]) => [name, f.__endpoint]))',
    );
    expect(child.status, child.stderr).toBe(0);
    const endpoints = loadedReport(child) as Record<string, { region?: string[]; eventTrigger?: { retry?: boolean } }>;
    expect(Object.keys(endpoints)).toEqual(expect.arrayContaining(['api', 'jobPages', 'sitemap', 'notifyOnContact']));
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(endpoint.region, name).toEqual([FUNCTIONS_REGION]);
      if (endpoint.eventTrigger) expect(endpoint.eventTrigger.retry, name).toBe(true);
    }
    const rewritten = firebaseConfig.hosting.rewrites.flatMap((rewrite) => (rewrite.function ? [rewrite.function] : []));
    expect(rewritten.length).toBeGreaterThan(0);
    for (const target of rewritten) {
      expect(endpoints[target.functionId], target.functionId).toBeDefined();
      expect(target.region, target.functionId).toBe(FUNCTIONS_REGION);
    }
  });

  it('builds what it deploys: firebase deploy runs the builds first (predeploy hooks)', () => {
    const rootScripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    // The functions bundle carries the web app's page renderer, so deploying functions builds both.
    expect(firebaseConfig.functions[0]!.predeploy).toEqual([
      'npm --prefix "$PROJECT_DIR" run build',
      'npm --prefix "$PROJECT_DIR" run preflight',
    ]);
    expect(rootScripts.build).toBe('npm run build -w functions && npm run build -w web');
    expect(firebaseConfig.hosting.predeploy).toEqual(['npm --prefix "$PROJECT_DIR" run build -w @careers/web']);
  });
});
