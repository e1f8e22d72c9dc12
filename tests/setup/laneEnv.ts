// Imports nothing: tests/setup/lane.ts reads it before the stack's ports may be imported.

/** Lane n's stack has every port n × this above lane 0's (scripts/stack/paths.ts, CAREERS_PORT_OFFSET). */
export const LANE_PORT_STEP = 10;

/** What global-stack.ts tells the test workers (tests/setup/lane.ts) when there are several lanes. */
export const LANE_ENV = { offsets: 'CAREERS_TEST_LANE_OFFSETS', claims: 'CAREERS_TEST_LANE_CLAIMS' } as const;
