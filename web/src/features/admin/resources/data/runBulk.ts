import type { BulkProgress } from '@careers/domain';

/** How far a bulk action by query got: rows acted on, and the cursor to go on from (none: from the start). */
export interface BulkPosition {
  processed: number;
  cursor?: string;
}

/**
 * Calls `call` slice after slice from `from` until the server answers no next cursor, telling
 * `onProgress` where it is after each. If a call fails the error is thrown, and the last position
 * told is where the action goes on from.
 */
export async function runBulk(
  call: (cursor: string | undefined) => Promise<BulkProgress>,
  from: BulkPosition,
  onProgress: (at: BulkPosition) => void,
): Promise<BulkPosition> {
  let at = from;
  for (;;) {
    const answer = await call(at.cursor);
    at = { processed: at.processed + answer.processed, ...(answer.nextCursor ? { cursor: answer.nextCursor } : {}) };
    onProgress(at);
    if (!answer.nextCursor) return at;
  }
}
