import { describe, expect, it } from 'vitest';
import { statusColor } from './statusColor';

describe('statusColor', () => {
  it.each([
    ['Offer Letter', 'success'],
    ['HR', 'warning'],
    ['Interview', 'info'],
    [' Interview ', 'info'],
    ['Screening', 'default'],
    ['', 'default'],
  ])('%j -> %s', (status, colour) => {
    expect(statusColor(status)).toBe(colour);
  });
});
