import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../stack/paths';

type Json = Record<string, any>;
const scratches: string[] = [];
afterEach(() => {
  for (const dir of scratches.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the project's deploy files, changed by `edit`, in a scratch folder. */
function scratchProject(edit: (files: Record<string, Json>) => void = () => {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'careers-preflight-test-'));
  scratches.push(dir);
  const names = ['firebase.json', 'package.json', 'functions/package.json', 'firestore.indexes.json'];
  const files = Object.fromEntries(names.map((name) => [name, JSON.parse(readFileSync(join(ROOT, name), 'utf8')) as Json]));
  edit(files);
  mkdirSync(join(dir, 'functions'));
  for (const name of names) writeFileSync(join(dir, name), JSON.stringify(files[name], null, 2));
  return dir;
}

function preflight(dir: string, ...args: string[]) {
  const run = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/preflight.ts'), '--project', dir, ...args], {
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

const functionsOf = (files: Record<string, Json>) => (files['firebase.json']!.functions as Json[])[0]!;

// Each case runs the preflight in a Node process of its own (tsx compiles it, firebase-tools' tables
// load): seconds, not a unit's milliseconds, and more while the build or the checks share the cores.
describe('npm run preflight', { timeout: 30_000 }, () => {
  it('passes the project as it is', () => {
    const run = preflight(scratchProject(), '--without-bundle');
    expect(run.output).toContain('preflight: ready to deploy');
    expect(run.output).toMatch(/worst case [\d,]+ index entries per document/);
    expect(run.status).toBe(0);
  });

  it('refuses a decommissioned runtime, and engines that name another Node major', () => {
    const dir = scratchProject((files) => {
      functionsOf(files).runtime = 'nodejs20';
    });
    const run = preflight(dir, '--without-bundle', '--today', '2026-12-06');
    expect(run.status).toBe(1);
    expect(run.output).toContain(
      'preflight: firebase.json: the runtime nodejs20 (Node.js 20) was decommissioned on 2026-10-30: Cloud Functions refuses to deploy it',
    );
    expect(run.output).toContain(`functions/package.json: engines.node is "24", but firebase.json's runtime is nodejs20: make it "20"`);
  });

  it("refuses a runtime firebase-tools' table calls deprecated, by the day it is run", () => {
    expect(preflight(scratchProject(), '--without-bundle', '--today', '2028-05-01').output).toContain(
      'preflight: firebase.json: the runtime nodejs24 (Node.js 24) has been deprecated since 2028-04-30 (decommissioned on 2028-10-31)',
    );
    expect(preflight(scratchProject(), '--without-bundle', '--today', '2028-04-29').status).toBe(0);
  });

  it("refuses a key firebase-tools' config schema does not know", () => {
    const dir = scratchProject((files) => {
      (files['firebase.json']!.hosting as Json).cleanURLs = true;
    });
    const run = preflight(dir, '--without-bundle');
    expect(run.status).toBe(1);
    expect(run.output).toContain(
      "preflight: firebase.json does not match firebase-tools' config schema: /hosting must NOT have additional properties (cleanURLs)",
    );
  });

  it('refuses an index set under which one document would need more index entries than Firestore allows', () => {
    const dir = scratchProject((files) => {
      files['firestore.indexes.json']!.indexes = Array.from({ length: 70 }, (_, i) => ({
        collectionGroup: 'applications',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: `filter${i}`, order: 'ASCENDING' },
          { fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' },
          { fieldPath: 'appliedAt', order: 'DESCENDING' },
        ],
      }));
    });
    const run = preflight(dir, '--without-bundle');
    expect(run.status).toBe(1);
    expect(run.output).toMatch(
      /preflight: firestore\.indexes\.json: a document of applications can need [\d,]+ index entries \(70 of its 70 composite indexes read an array\), over Firestore's limit of 40,000 per document/,
    );
  });

  it('refuses more composite indexes than a database may hold', () => {
    const dir = scratchProject((files) => {
      files['firestore.indexes.json']!.indexes = Array.from({ length: 1001 }, (_, i) => ({
        collectionGroup: `c${i}`,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'a', order: 'ASCENDING' },
          { fieldPath: 'b', order: 'ASCENDING' },
        ],
      }));
    });
    expect(preflight(dir, '--without-bundle').output).toContain(
      "preflight: firestore.indexes.json holds 1001 composite indexes, over Firestore's limit of 1000 per database",
    );
  });

  it('refuses a functions bundle that does not export a function a rewrite calls', () => {
    const dir = scratchProject((files) => {
      files['functions/package.json']!.dependencies = {};
    });
    mkdirSync(join(dir, 'functions/lib'));
    writeFileSync(join(dir, 'functions/lib/index.js'), 'exports.api = () => {};\nexports.sitemap = () => {};\n');
    const run = preflight(dir);
    expect(run.status).toBe(1);
    expect(run.output).toContain(
      "preflight: the functions bundle does not export jobPages, which firebase.json's rewrite of /jobs/** calls",
    );
    expect(run.output).not.toContain('does not export api');
  });

  it('refuses a functions bundle that needs a package its package.json does not list', () => {
    const dir = scratchProject((files) => {
      files['functions/package.json']!.dependencies = {};
    });
    mkdirSync(join(dir, 'functions/lib'));
    writeFileSync(join(dir, 'functions/lib/index.js'), "require('firebase-functions');\n");
    const run = preflight(dir);
    expect(run.status).toBe(1);
    expect(run.output).toContain('the functions bundle does not load with only its own dependencies');
    expect(run.output).toContain("Cannot find module 'firebase-functions'");
  });
});
