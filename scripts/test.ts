import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH } from './stack/chromium';
import { officialSuiteAvailable } from './stack/officialEmulators';
import { PROJECT_ID, ROOT } from './stack/paths';

// `npm test`: lint (ESLint, Prettier's check) and the typecheck while the app builds; then the unit
// and stack suites (API over real HTTP, browser tests in real Chromium) against the local stack;
// then a smoke of the benchmarks on a stack of their own; then the security-rules tests when the
// official Firestore/Storage emulators can run here. Timing budgets are `npm run bench`'s
// (docs/benchmarks.md).
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

/** Starts a command in the background with its output going to a file, printed if the command fails. */
function startQuietly(label: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const log = join(tallyFolder, `${label}.log`);
  const fd = openSync(log, 'w');
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  const status = new Promise<number>((resolve) =>
    child.on('exit', (code) => {
      closeSync(fd);
      if (code !== 0) process.stdout.write(`\n--- ${label} ---\n${readFileSync(log, 'utf8')}`);
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

// The build (the steps of buildAll in scripts/stack/stack.ts) uses the core the static checks leave
// idle. It is told production, as buildAll tells it: another NODE_ENV would make Vite emit React's
// development build.
const build = startQuietly('build', 'npm', ['run', 'build'], { NODE_ENV: 'production' });
const checks: [string, string, string[]][] = [
  ['lint', bin('eslint'), ['.']],
  ['format', bin('prettier'), ['--check', '.']],
  ...['domain', 'functions', 'web', 'tests'].map((project): [string, string, string[]] => ['typecheck', bin('tsc'), ['-p', project]]),
];
for (const [name, command, args] of checks) {
  if (run(command, args) !== 0) {
    console.log(`\n${name} failed: fix what it reports above (npm run ${name}).`);
    build.child.kill();
    process.exit(1);
  }
}
if ((await build.status) !== 0) {
  console.log('\nthe build failed (npm run build): see its output above.');
  process.exit(1);
}

// One run against one stack: two shards with a stack each took longer, since the browser tests
// already keep both cores busy (docs/benchmarks.md).
let status = run(bin('vitest'), ['run', '--project', 'unit', '--project', 'stack', ...process.argv.slice(2)], { CAREERS_SKIP_BUILD: '1' });

// The benchmarks' smoke, on a fresh stack of its own as in `npm run bench`.
status ||= run(bin('vitest'), ['run', '--project', 'bench'], { CAREERS_SKIP_BUILD: '1' });

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
