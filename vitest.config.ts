import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The benchmarks share one stack, so they run in a fixed order: Lighthouse and the load test on the
 * stack as started (the load test reads the job list, so it runs before anything adds jobs), then
 * the latency bench with its 1,300 jobs, then the scale bench, which seeds (and afterwards deletes)
 * tens of thousands of documents. Other projects keep vitest's own order.
 */
const BENCH_ORDER = ['web-budget', 'load', 'api-latency', 'scale'];
class BenchOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => BENCH_ORDER.findIndex((name) => file.moduleId.endsWith(`/tests/bench/${name}.test.ts`));
    const bench = sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...sorted.filter((file) => rank(file) < 0), ...bench];
  }
}

// Projects: fast units (no servers) and the stack suite, which starts the local
// stack once (tests/setup/global-stack.ts) and drives it over real HTTP and real Chromium.
export default defineConfig({
  test: {
    sequence: { sequencer: BenchOrderSequencer },
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'stack',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/rules/**', 'tests/bench/**'],
          globalSetup: ['tests/setup/global-stack.ts'],
          fileParallelism: false,
          // One module graph for every file: the files run one after another against one stack, and
          // importing firebase-admin, Playwright and the functions' code afresh for each file only cost time.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Benchmarks with budgets, on a fresh stack of their own (they load it with bulk data).
        test: {
          name: 'bench',
          include: ['tests/bench/**/*.test.ts'],
          globalSetup: ['tests/setup/global-stack.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Needs the official Firestore and Storage emulators (Java 21+); scripts/test.ts decides.
        test: { name: 'rules', include: ['tests/rules/**/*.test.ts'], testTimeout: 30_000 },
      },
    ],
  },
});
