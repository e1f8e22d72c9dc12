import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { LANE_ENV } from './laneEnv';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Takes a free lane for this worker process, for all its files: a folder made in the claims folder
 * is the claim (making it is atomic), naming the worker's pid so a lane whose worker is gone can be
 * taken again.
 */
function claimLane(claims: string, lanes: number): number {
  for (let lane = 0; lane < lanes; lane++) {
    const claim = join(claims, `lane-${lane}`);
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        mkdirSync(claim);
        writeFileSync(join(claim, 'pid'), String(process.pid));
        return lane;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        let holder = 0;
        try {
          holder = Number(readFileSync(join(claim, 'pid'), 'utf8'));
        } catch {
          break; // just claimed, its pid not written yet
        }
        if (!holder || isRunning(holder)) break;
        rmSync(claim, { recursive: true, force: true });
      }
    }
  }
  throw new Error(`more test workers at once than the ${lanes} stacks started (vitest.config.ts: maxWorkers)`);
}

// Before any test file imports the stack's ports: this worker's files use its lane's stack only.
const offsets = process.env[LANE_ENV.offsets]?.split(',').map(Number);
const claims = process.env[LANE_ENV.claims];
if (offsets && claims && process.env.CAREERS_TEST_LANE === undefined) {
  const lane = claimLane(claims, offsets.length);
  process.env.CAREERS_TEST_LANE = String(lane);
  process.env.CAREERS_PORT_OFFSET = String(offsets[lane]);
  // firebase-admin in this worker talks to its lane's emulators, whatever the main process set.
  const { setEmulatorEnv } = await import('../../scripts/stack/stack');
  setEmulatorEnv(inject('stackMode'));
}
