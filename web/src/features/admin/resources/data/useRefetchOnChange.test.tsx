// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useRefetchOnChange } from './useRefetchOnChange';

/** A `changes` query answering the given summaries in turn (the last one from then on). */
function answering(...answers: unknown[]) {
  let calls = 0;
  return {
    signal: {
      queryKey: ['test', 'changes', Math.random()],
      queryFn: () => Promise.resolve(answers[Math.min(calls++, answers.length - 1)]),
    },
    calls: () => calls,
  };
}

function renderWith(changes: ReturnType<typeof answering>['signal'], pollMs: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  let refetches = 0;
  const refetch = () => refetches++;
  const view = renderHook(() => useRefetchOnChange(changes, pollMs, refetch), { wrapper });
  return { refetches: () => refetches, unmount: view.unmount };
}

describe('useRefetchOnChange (a list refetched only when its change signal changes)', () => {
  it('refetches once per changed answer, never for a repeated one', async () => {
    const summary = (unreadCount: number, latest: string[]) => ({ unreadCount, total: 10, latest: latest.map((_id) => ({ _id })) });
    const changes = answering(
      summary(3, ['a', 'b']),
      summary(3, ['a', 'b']),
      summary(3, ['a', 'b']),
      summary(4, ['c', 'a']),
      summary(4, ['c', 'a']),
    );
    const hook = renderWith(changes.signal, 10);
    // Polled well past the last change: two repeats, one change, then repeats again.
    await waitFor(() => expect(changes.calls()).toBeGreaterThanOrEqual(7), { timeout: 5000 });
    expect(hook.refetches()).toBe(1);
    hook.unmount();
  });

  it('does not refetch on the first answer (the list is loading then)', async () => {
    const changes = answering({ unreadCount: 1 });
    const hook = renderWith(changes.signal, 10);
    await waitFor(() => expect(changes.calls()).toBeGreaterThanOrEqual(3), { timeout: 5000 });
    expect(hook.refetches()).toBe(0);
    hook.unmount();
  });
});
