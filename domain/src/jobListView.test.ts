import { describe, expect, it } from 'vitest';
import { jobListSearchOf, jobListViewOf } from './jobListView';

const DEFAULTS = { q: '', location: '', department: '', experience: '', jobType: '', sort: 'default', page: 1 };

describe('the job list URL', () => {
  it('reads the search, the filters, the order and the page, and defaults what is missing or malformed', () => {
    expect(jobListViewOf(new URLSearchParams('q=+data+&location=Pune&page=3'))).toEqual({
      ...DEFAULTS,
      q: 'data',
      location: 'Pune',
      page: 3,
    });
    expect(jobListViewOf(new URLSearchParams(''))).toEqual(DEFAULTS);
    for (const page of ['0', '-2', '1.5', 'two']) expect(jobListViewOf(new URLSearchParams({ page })).page, page).toBe(1);
    expect(jobListViewOf(new URLSearchParams({ q: 'x'.repeat(300) })).q).toHaveLength(100);
    expect(jobListViewOf(new URLSearchParams('department=sales&experience=1-3&jobType=full-time&sort=newest'))).toEqual({
      ...DEFAULTS,
      department: 'sales',
      experience: '1-3',
      jobType: 'full-time',
      sort: 'newest',
    });
    expect(jobListViewOf(new URLSearchParams('department=astronauts&jobType=x&sort=oldest'))).toEqual(DEFAULTS);
  });

  it('writes a view back without its defaults, and reads it as it was', () => {
    expect(jobListSearchOf(DEFAULTS as never)).toBe('');
    const view = { ...DEFAULTS, q: 'data analyst', location: 'Navi Mumbai', jobType: 'internship', sort: 'newest' as const, page: 2 };
    expect(jobListSearchOf(view)).toBe('?q=data+analyst&location=Navi+Mumbai&jobType=internship&sort=newest&page=2');
    expect(jobListViewOf(new URLSearchParams(jobListSearchOf(view)))).toEqual(view);
  });
});
