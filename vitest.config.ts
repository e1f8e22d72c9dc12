import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The benchmarks share one stack, so they run in a fixed order: Lighthouse and the load test on the
 * stack as started, then the latency bench with its jobs, then the scale benches, which seed (and
 * afterwards delete) the largest data sets. Other files keep vitest's own order; in `npm test` the
 * benchmarks' smoke runs after them, each file on whichever lane's stack is free.
 */
const BENCH_ORDER = ['web-budget', 'load', 'api-latency', 'scale', 'pipeline-scale'];
class BenchOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => BENCH_ORDER.findIndex((name) => file.moduleId.endsWith(`/tests/bench/${name}.test.ts`));
    const bench = sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...sorted.filter((file) => rank(file) < 0), ...bench];
  }
}

// Projects: fast units (no servers); the stack suite, which starts a local stack per lane of files
// run at once (tests/setup/global-stack.ts) and drives it over real HTTP and real Chromium; the benchmarks, every
// budget in `npm run bench` on a stack of their own (CAREERS_BENCH=full, tests/support/benchMode.ts);
// and the security-rules tests. `npm test` runs the benchmarks' smoke last in the stack run, on the
// suite's stacks (CAREERS_BENCH_SMOKE=1, set by scripts/test.ts): stacks of their own would only add their start-up.
const BENCH_SMOKE_IN_SUITE = process.env.CAREERS_BENCH_SMOKE === '1';
const STACK_LANES = 2;
const STACK = { globalSetup: ['tests/setup/global-stack.ts'], setupFiles: ['tests/setup/lane.ts'], hookTimeout: 180_000 };
export default defineConfig({
  test: {
    sequence: { sequencer: BenchOrderSequencer },
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          // Vitest runs projects side by side only when their maxWorkers match (the stack's two lanes).
          maxWorkers: STACK_LANES,
          include: ['domain/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker: importing zod, the domain and React afresh for each of some
          // hundred files took 33 s of the unit run's 35 (8.6 s without; docs/benchmarks.md).
          isolate: false,
        },
      },
      {
        test: {
          ...STACK,
          name: 'stack',
          include: ['tests/**/*.test.ts'],
          // Two files at a time, each on a stack of its own (tests/setup/global-stack.ts): a browser
          // file alone leaves about 40 % of the two cores idle, waiting on the app and the emulators.
          fileParallelism: true,
          maxWorkers: STACK_LANES,
          exclude: ['tests/rules/**', ...(BENCH_SMOKE_IN_SUITE ? [] : ['tests/bench/**'])],
          // One module graph per worker for all its files, which use the worker's one stack: importing
          // firebase-admin, Playwright and the functions' code afresh for each file is slow.
          isolate: false,
          // A deadline, not a wait: the longest browser flows take a while on a busy machine.
          testTimeout: 120_000,
        },
      },
      {
        test: { ...STACK, name: 'bench', include: ['tests/bench/**/*.test.ts'], fileParallelism: false, testTimeout: 180_000 },
      },
      {
        // Needs the official Firestore and Storage emulators (Java 21+); scripts/test.ts decides.
        test: { name: 'rules', include: ['tests/rules/**/*.test.ts'], testTimeout: 30_000 },
      },
    ],
  },
});
