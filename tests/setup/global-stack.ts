import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PORT_OFFSET } from '../../scripts/stack/paths';
import type { StackMode } from '../../scripts/stack/stack';
import { LANE_ENV, LANE_PORT_STEP } from './laneEnv';
import { startTestStack, type TestStack } from './testStack';

/**
 * Starts the local stack once per test run, or one per lane when the project runs files at once:
 * each test worker takes a lane of its own (tests/setup/lane.ts), so files that run together share
 * no data, and each keeps the whole stack to itself as when files ran one after another. Lane 0 runs
 * in this process, the others in processes of their own (a process has one set of ports).
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  // A project that runs its files one at a time has maxWorkers 1 (vitest: fileParallelism false).
  const lanes = Math.max(1, project.config.maxWorkers);
  const offsets = Array.from({ length: lanes }, (_, lane) => PORT_OFFSET + lane * LANE_PORT_STEP);
  const others = offsets.slice(1).map(startLaneProcess);
  const stacks = await Promise.allSettled([startTestStack(), ...others]);
  const up = stacks.flatMap((stack) => (stack.status === 'fulfilled' ? [stack.value] : []));
  const failed = stacks.find((stack) => stack.status === 'rejected');
  if (failed) {
    await Promise.all(up.map((stack) => stack.stop()));
    throw failed.reason;
  }
  const { mode, reason } = up[0]!;
  const what = lanes > 1 ? `${lanes} local stacks, one per lane,` : 'local stack';
  console.log(`${what} (${mode}: ${reason}) up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('stackMode', mode);

  const claims = lanes > 1 ? mkdtempSync(join(tmpdir(), 'careers-lanes-')) : undefined;
  if (claims) {
    process.env[LANE_ENV.offsets] = offsets.join(',');
    process.env[LANE_ENV.claims] = claims;
  }
  return async () => {
    await Promise.all(up.map((stack) => stack.stop()));
    if (claims) rmSync(claims, { recursive: true, force: true });
  };
}

/** A lane's stack in a child process (lane-stack.ts), up when it says so. */
function startLaneProcess(offset: number): Promise<TestStack> {
  const child = fork(join(import.meta.dirname, 'lane-stack.ts'), {
    env: { ...process.env, CAREERS_PORT_OFFSET: String(offset) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) =>
      reject(new Error(`the stack at port offset ${offset} stopped while starting (${code ?? signal})`)),
    );
    child.once('message', (message: { mode: StackMode; reason: string }) =>
      resolve({
        ...message,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      }),
    );
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    stackMode: 'official' | 'offline';
  }
}
