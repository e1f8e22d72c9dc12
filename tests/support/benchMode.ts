/**
 * The benchmarks run in two modes. `npm run bench` (CAREERS_BENCH=full) measures at full size and
 * asserts every budget: run it on a quiet machine when changing performance work. `npm test` runs a
 * smoke of the same files: small sizes, loose floors, and every assertion that does not depend on
 * the machine's speed (status codes, exactly-once storage, documents read), so a busy machine never
 * fails the tests. Budgets and their history: docs/benchmarks.md.
 */
export const FULL_BENCH = process.env.CAREERS_BENCH === 'full';

/** The full benchmark's value, or the smoke's. */
export const fullOrSmoke = <T>(full: T, smoke: T): T => (FULL_BENCH ? full : smoke);

/** The budget for an admin list's page (open, page, sort, filter, search): the server's median at the full set. */
export const PAGED_MEDIAN_MS = 500;
/** A screen's own work once its data has arrived: render, commit and paint (the browser side's budget). */
export const FRAME_BUDGET_MS = 250;
