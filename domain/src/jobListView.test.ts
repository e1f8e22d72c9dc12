import { describe, expect, it } from 'vitest';
import { jobListSearchOf, jobListViewOf } from './jobListView';

describe('the job list URL', () => {
  it('reads the search and the page, and defaults what is missing or malformed', () => {
    expect(jobListViewOf(new URLSearchParams('q=+data+&location=Pune&page=3'))).toEqual({ q: 'data', location: 'Pune', page: 3 });
    expect(jobListViewOf(new URLSearchParams(''))).toEqual({ q: '', location: '', page: 1 });
    for (const page of ['0', '-2', '1.5', 'two']) expect(jobListViewOf(new URLSearchParams({ page })).page, page).toBe(1);
    expect(jobListViewOf(new URLSearchParams({ q: 'x'.repeat(300) })).q).toHaveLength(100);
  });

  it('writes a view back without its defaults, and reads it as it was', () => {
    expect(jobListSearchOf({ q: '', location: '', page: 1 })).toBe('');
    const view = { q: 'data analyst', location: 'Navi Mumbai', page: 2 };
    expect(jobListSearchOf(view)).toBe('?q=data+analyst&location=Navi+Mumbai&page=2');
    expect(jobListViewOf(new URLSearchParams(jobListSearchOf(view)))).toEqual(view);
  });
});
