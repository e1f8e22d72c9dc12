import { appendFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends each vitest run with the plain 'N passed, N failed' line that CI reads; when
 * CAREERS_TEST_TALLY names a file, also appends the counts there so scripts/test.ts can print
 * one total for all its runs.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      if (module.state() === 'failed' && !module.children.size) counts.failed += 1;
    }
    if (process.env.CAREERS_TEST_TALLY) appendFileSync(process.env.CAREERS_TEST_TALLY, `${JSON.stringify(counts)}\n`);
    else process.stdout.write(`\ntests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}\n`);
  }
}
