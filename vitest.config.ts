import { defineConfig } from 'vitest/config';

// Two projects: fast units (no servers) and the stack suite, which starts the local
// stack once (tests/setup/global-stack.ts) and drives it over real HTTP and real Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'stack',
          include: ['tests/**/*.test.ts'],
          globalSetup: ['tests/setup/global-stack.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
