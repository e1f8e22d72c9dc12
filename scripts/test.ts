import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH } from './stack/chromium';
import { officialSuiteAvailable } from './stack/officialEmulators';
import { PROJECT_ID, ROOT } from './stack/paths';

// `npm test`: the build; then the unit and stack suites (API over real HTTP, browser tests in real
// Chromium) against the local stack, with a smoke of the benchmarks at its end, while lint (ESLint,
// Prettier's check) and the typecheck run beside them at a low priority; then the security-rules
// tests when the official Firestore/Storage emulators can run here. Timing budgets are `npm run
// bench`'s (docs/benchmarks.md).
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

/** Runs a command with its output shown, without blocking the checks running beside it; answers its exit status. */
const runAsync = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  new Promise<number>((resolve) =>
    spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).on('exit', (code) => resolve(code ?? 1)),
  );

/** Starts a command in the background with its output going to a file, printed if the command fails. */
function startQuietly(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const log = join(tallyFolder, `${label}.log`);
  const fd = openSync(log, 'w');
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  const status = new Promise<number>((resolve) =>
    child.on('exit', (code, signal) => {
      closeSync(fd);
      // A command stopped by a signal (Ctrl-C) has nothing to report.
      if (code !== 0 && !signal) process.stdout.write(`\n--- ${label} ---\n${readFileSync(log, 'utf8')}`);
      resolve(code ?? 1);
    }),
  );
  return { child, status };
}

if (!existsSync(CHROMIUM_PATH)) {
  console.log("Chromium is missing: installing Debian's chromium for the browser tests...");
  if (run('bash', [join(ROOT, 'scripts', 'install-chromium.sh')]) !== 0) process.exit(1);
}

// Each vitest run appends its counts here; one total line closes the whole run.
const tallyFolder = mkdtempSync(join(tmpdir(), 'careers-tests-'));
process.env.CAREERS_TEST_TALLY = join(tallyFolder, 'tally.jsonl');

// The build (the steps of buildAll in scripts/stack/stack.ts) runs first: the suites serve it. It is
// told production, as buildAll tells it: another NODE_ENV would make Vite emit React's development build.
const build = startQuietly('build', 'npm', ['run', 'build'], { NODE_ENV: 'production' });
// The checks, longest first, two at a time, at a low priority beside the build and then beside the
// suites: the browser tests leave part of the two cores idle, and the checks take that part
// (starting them after the build instead measured no faster; docs/benchmarks.md).
// Their logs are printed only when they fail.
const checks: { label: string; script: string; command: string; args: string[] }[] = [
  { label: 'typecheck-web', script: 'typecheck', command: bin('tsc'), args: ['-p', 'web'] },
  { label: 'lint', script: 'lint', command: bin('eslint'), args: ['.'] },
  { label: 'format', script: 'lint', command: bin('prettier'), args: ['--check', '.'] },
  ...['tests', 'functions', 'domain'].map((project) => ({
    label: `typecheck-${project}`,
    script: 'typecheck',
    command: bin('tsc'),
    args: ['-p', project],
  })),
];
const failedChecks: (typeof checks)[number][] = [];
async function checkLane(): Promise<void> {
  for (let check = checks.shift(); check; check = checks.shift()) {
    const code = await startQuietly(check.label, 'nice', ['-n', '10', check.command, ...check.args]).status;
    if (code !== 0) failedChecks.push(check);
  }
}
const checked = Promise.all([checkLane(), checkLane()]);
if ((await build.status) !== 0) {
  console.log('\nthe build failed (npm run build): see its output above.');
  process.exit(1);
}
// The deploy's preflight (scripts/preflight.ts) checks the functions bundle the build just made.
const preflight = startQuietly('preflight', 'nice', ['-n', '10', bin('tsx'), join(ROOT, 'scripts', 'preflight.ts')]);

// One vitest run, the benchmarks' smoke last (vitest.config.ts): its stack files two at a time,
// each worker on a stack of its own (tests/setup/global-stack.ts; figures in docs/benchmarks.md).
let status = await runAsync(bin('vitest'), ['run', '--project', 'unit', '--project', 'stack', ...process.argv.slice(2)], {
  CAREERS_SKIP_BUILD: '1',
  CAREERS_BENCH_SMOKE: '1',
});
await checked;
if ((await preflight.status) !== 0) failedChecks.push({ label: 'preflight', script: 'preflight', command: '', args: [] });
for (const check of failedChecks) console.log(`\n${check.label} failed: fix what it reports above (npm run ${check.script}).`);
if (failedChecks.length) status ||= 1;

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
