// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListView } from './useListView';

const SHAPE = { paging: { dateField: 'createdAt', sortFields: ['name'] } } as const;

function renderAt(url: string) {
  // The hook writes nothing once the window has left the list (a link followed): the window is on it.
  window.history.replaceState(null, '', url);
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(() => useListView(SHAPE), { wrapper });
}

describe('useListView (a list view kept in the URL)', () => {
  it('keeps the page when a change gives the view what it has (a search typed and erased before it applied)', () => {
    const { result } = renderAt('/admin/notification?q=ravi&page=3&cursor=c3');
    expect(result.current.view.page).toBe(3);
    act(() => result.current.changeView({ q: 'ravi' }));
    expect(result.current.view).toMatchObject({ page: 3, q: 'ravi' });
  });

  it('shows page 1 when the search, sort or a range changes', () => {
    const { result } = renderAt('/admin/notification?q=ravi&page=3&cursor=c3');
    act(() => result.current.changeView({ q: 'ravi k' }));
    expect(result.current.view).toMatchObject({ page: 1, q: 'ravi k' });
    act(() => result.current.turn('next', 'c2'));
    expect(result.current.view.page).toBe(2);
    act(() => result.current.changeView({ sort: 'name' }));
    expect(result.current.view).toMatchObject({ page: 1, sort: 'name' });
  });
});
