import type { TestProject } from 'vitest/node';
import { startRelay } from '../../scripts/stack/relay';
import { seedDemoData } from '../../scripts/stack/seed';
import { startStack } from '../../scripts/stack/stack';

/** How much the test stack raises every rate limit (tests read it to reach a limit on purpose). */
export const TEST_RATE_LIMIT_SCALE = 100;

/** Starts the same local stack as `npm start` once per test run, seeded with the demo data. */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const stack = await startStack({
    build: process.env.CAREERS_SKIP_BUILD !== '1',
    echo: process.env.CAREERS_STACK_ECHO === '1',
    // Suites post hundreds of forms from 127.0.0.1; tests/api/hardening.test.ts proves the production limit.
    rateLimitScale: TEST_RATE_LIMIT_SCALE,
  });
  await seedDemoData();
  const stopRelay = stack.documentEvents ? startRelay(stack.documentEvents, (line) => console.log(line)) : () => {};
  console.log(`local stack (${stack.mode}: ${stack.reason}) up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('stackMode', stack.mode);
  return async () => {
    stopRelay();
    await stack.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    stackMode: 'official' | 'offline';
  }
}
