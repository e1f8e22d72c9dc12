import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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
    writeDurations(testModules);
    if (process.env.CAREERS_TEST_TALLY) appendFileSync(process.env.CAREERS_TEST_TALLY, `${JSON.stringify(counts)}\n`);
    else
      process.stdout.write(
        `\ntests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}\n`,
      );
  }
}

const SLOWEST_TESTS_LISTED = 40;
const secondsOf = (ms: number) => Math.round(ms / 100) / 10;

/**
 * test-output/durations-<project>.json: each file's wall time, slowest first, to see where `npm test`
 * spends its minutes; slowest-tests-<project>.json: its slowest tests, with their file.
 */
function writeDurations(testModules: ReadonlyArray<TestModule>) {
  const byProject = new Map<string, { files: [string, number][]; tests: [string, number][] }>();
  for (const module of testModules) {
    const project = module.project.name || 'default';
    const file = relative(process.cwd(), module.moduleId);
    const entry = byProject.get(project) ?? { files: [], tests: [] };
    entry.files.push([file, secondsOf(module.diagnostic().duration)]);
    for (const test of module.children.allTests())
      entry.tests.push([`${file} > ${test.name}`, secondsOf(test.diagnostic()?.duration ?? 0)]);
    byProject.set(project, entry);
  }
  const dir = join(process.cwd(), 'test-output');
  mkdirSync(dir, { recursive: true });
  const write = (name: string, rows: [string, number][]) =>
    writeFileSync(join(dir, name), `${JSON.stringify(Object.fromEntries(rows.sort((a, b) => b[1] - a[1])), null, 1)}\n`);
  for (const [project, { files, tests }] of byProject) {
    write(`durations-${project}.json`, files);
    write(`slowest-tests-${project}.json`, tests.sort((a, b) => b[1] - a[1]).slice(0, SLOWEST_TESTS_LISTED));
  }
}
