import { describe, expect, it } from 'vitest';
import { mapFewAtOnce } from './fewAtOnce';

describe('mapFewAtOnce', () => {
  it('answers the results in the items’ order with never more than the limit running', async () => {
    let running = 0;
    let most = 0;
    const results = await mapFewAtOnce([30, 5, 20, 1, 10], 2, async (ms) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      return ms * 2;
    });
    expect(results).toEqual([60, 10, 40, 2, 20]);
    expect(most).toBe(2);
  });

  it('answers nothing for no items', async () => {
    expect(await mapFewAtOnce([], 3, async () => 1)).toEqual([]);
  });
});
