import { defineConfig } from 'vitest/config';

// Projects: fast units (no servers) and the stack suite, which starts the local
// stack once (tests/setup/global-stack.ts) and drives it over real HTTP and real Chromium.
export default defineConfig({
  test: {
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
