import { startRelay } from '../../scripts/stack/relay';
import { seedDemoData } from '../../scripts/stack/seed';
import { startStack, type StackMode } from '../../scripts/stack/stack';

/** How much the test stack raises every rate limit (tests read it to reach a limit on purpose). */
export const TEST_RATE_LIMIT_SCALE = 100;

export interface TestStack {
  mode: StackMode;
  reason: string;
  stop(): Promise<void>;
}

/**
 * The same local stack as `npm start`, at this process's ports (CAREERS_PORT_OFFSET), seeded with
 * the demo data. The suites build the app first, so the stack only serves it unless told to build.
 */
export async function startTestStack(): Promise<TestStack> {
  const stack = await startStack({
    build: process.env.CAREERS_SKIP_BUILD !== '1',
    echo: process.env.CAREERS_STACK_ECHO === '1',
    // Suites post hundreds of forms from 127.0.0.1; tests/api/hardening.test.ts proves the production limit.
    rateLimitScale: TEST_RATE_LIMIT_SCALE,
  });
  await seedDemoData();
  const stopRelay = stack.documentEvents ? startRelay(stack.documentEvents, (line) => console.log(line)) : () => {};
  return {
    mode: stack.mode,
    reason: stack.reason,
    stop: async () => {
      stopRelay();
      await stack.stop();
    },
  };
}
