import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { officialSuiteAvailable } from './stack/officialEmulators';
import { PROJECT_ID, ROOT } from './stack/paths';

// `npm test`: lint (ESLint, Prettier's check), the typecheck, then units and the stack suite (API over
// real HTTP, browser tests in real Chromium, a smoke of the benchmarks), then the security-rules tests
// when the official Firestore/Storage emulators can run here. Timing budgets are `npm run bench`'s.
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.log("Chromium is missing: installing Debian's chromium for the browser tests...");
  if (run('bash', [join(ROOT, 'scripts', 'install-chromium.sh')]) !== 0) process.exit(1);
}

// Each vitest run appends its counts here; one total line closes the whole run.
const tallyFolder = mkdtempSync(join(tmpdir(), 'careers-tests-'));
process.env.CAREERS_TEST_TALLY = join(tallyFolder, 'tally.jsonl');

// Static checks first: a failure there fails the run before any test starts.
const checks: [string, string, string[]][] = [
  ['lint', bin('eslint'), ['.']],
  ['format', bin('prettier'), ['--check', '.']],
  ...['domain', 'functions', 'web', 'tests'].map((project): [string, string, string[]] => ['typecheck', bin('tsc'), ['-p', project]]),
];
for (const [name, command, args] of checks) {
  if (run(command, args) !== 0) {
    console.log(`\n${name} failed: fix what it reports above (npm run ${name}).`);
    process.exit(1);
  }
}

let status = run(bin('vitest'), ['run', '--project', 'unit', '--project', 'stack', ...process.argv.slice(2)]);

const official = officialSuiteAvailable();
if (official.available) {
  status ||= run(bin('firebase'), [
    'emulators:exec',
    '--only',
    'firestore,storage',
    '--project',
    PROJECT_ID,
    `${bin('vitest')} run --project rules`,
  ]);
} else {
  console.log(`Security-rules tests did not run: ${official.reason} (they need the official Firestore and Storage emulators).`);
}

const total = { passed: 0, failed: 0 };
if (existsSync(process.env.CAREERS_TEST_TALLY)) {
  for (const line of readFileSync(process.env.CAREERS_TEST_TALLY, 'utf8').split('\n').filter(Boolean)) {
    const counts = JSON.parse(line) as typeof total;
    total.passed += counts.passed;
    total.failed += counts.failed;
  }
}
rmSync(tallyFolder, { recursive: true, force: true });
if (status && !total.failed) total.failed = 1; // a run that failed before any test reported
console.log(`\nall: ${total.passed} passed, ${total.failed} failed`);
process.exit(status);
