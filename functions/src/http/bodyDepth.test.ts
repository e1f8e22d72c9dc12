import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '@careers/domain';
import { nestedDeeperThan } from './bodyDepth';

const nested = (depth: number) => {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
};

describe('nestedDeeperThan', () => {
  it('takes a body up to the limit and refuses one level more', () => {
    expect(nestedDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestedDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  it('walks 100,000 levels without running out of stack', () => {
    expect(nestedDeeperThan(nested(100_000), MAX_JSON_DEPTH)).toBe(true);
  });

  it('counts no depth for plain values', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan(undefined, 0)).toBe(false);
    expect(nestedDeeperThan({}, 0)).toBe(true);
  });
});
