// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStaggeredReveal } from './useStaggeredReveal';

describe('useStaggeredReveal', () => {
  it('reveals the items there at mount one more per task, through every count up to all of them', async () => {
    const items = Array.from({ length: 5 }, (_, i) => i);
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const shown = useStaggeredReveal(items);
      seen.push(shown);
      return shown;
    });
    expect(seen[0]).toBe(1);
    await waitFor(() => expect(result.current).toBe(5));
    expect([...new Set(seen)]).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows later items (a search, another page) all at once', () => {
    const { result, rerender } = renderHook(({ items }) => useStaggeredReveal(items), {
      initialProps: { items: [1, 2, 3, 4] as number[] },
    });
    expect(result.current).toBe(1);
    rerender({ items: [5, 6, 7] });
    expect(result.current).toBe(3);
  });

  it('shows nothing for an empty list', () => {
    const { result } = renderHook(() => useStaggeredReveal([]));
    expect(result.current).toBe(0);
  });
});
