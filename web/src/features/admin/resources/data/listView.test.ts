import { describe, expect, it } from 'vitest';
import {
  matchQueryOf,
  pageQueryOf,
  readView,
  sortableFields,
  trailOf,
  turnPage,
  withPage,
  withViewChange,
  type ListView,
  type ViewShape,
} from './listView';

const PAGED: ViewShape = {
  paging: { dateField: 'appliedAt', sortFields: ['name'] },
  filters: [{ id: 'stage', options: [{ value: 'applied' }, { value: 'hired' }] }],
};
const IN_BROWSER: ViewShape = { filters: PAGED.filters };
const params = (text: string) => new URLSearchParams(text);
const read = (text: string, shape = PAGED) => readView(params(text), shape);
/** Midnight in India (UTC+05:30) of a day, as an ISO time. */
const indiaMidnight = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day) - 330 * 60_000).toISOString();

describe('readView', () => {
  it('reads the page, its cursor, the sort, search, range and filters of the query string', () => {
    expect(read('page=3&cursor=c3&sort=-appliedAt&q=Ann+Lee&from=2024-05-01&to=2024-05-31&stage=hired&jobId=j1')).toEqual({
      page: 3,
      cursor: 'c3',
      sort: '-appliedAt',
      q: 'Ann Lee',
      from: '2024-05-01',
      to: '2024-05-31',
      filters: { stage: 'hired' },
    });
    expect(read('')).toEqual({ page: 1, q: '', filters: {} });
  });

  it('leaves out what the list does not take: unknown sorts and filter values, bad days and pages', () => {
    expect(read('page=0&sort=email&stage=lost&from=yesterday&to=2024-13-45')).toEqual({ page: 1, q: '', filters: {} });
    expect(read('page=2.5&cursor=c')).toEqual({ page: 1, q: '', filters: {} });
  });

  it('shows page 1 of a paged list asked for a later page without its cursor', () => {
    expect(read('page=4')).toMatchObject({ page: 1 });
    expect(read('page=4').cursor).toBeUndefined();
  });

  it('drops a date range the sort cannot carry (a range needs the date sort)', () => {
    expect(read('sort=name&from=2024-05-01')).toEqual({ page: 1, sort: 'name', q: '', filters: {} });
    expect(read('sort=appliedAt&from=2024-05-01')).toMatchObject({ sort: 'appliedAt', from: '2024-05-01' });
  });

  it('of a list paged in the browser: the page, search and filters, no cursor, sort or range', () => {
    expect(read('page=4&cursor=c&sort=name&from=2024-05-01&q=x&stage=applied', IN_BROWSER)).toEqual({
      page: 4,
      q: 'x',
      filters: { stage: 'applied' },
    });
  });
});

describe('withViewChange', () => {
  it('goes back to page 1 and keeps the parameters it does not own', () => {
    const next = withViewChange(params('page=3&cursor=c3&jobId=j1&q=ann'), { filters: { stage: 'hired' } }, PAGED);
    expect(Object.fromEntries(next)).toEqual({ jobId: 'j1', q: 'ann', stage: 'hired' });
  });

  it('clears what is set empty, and keeps the search text as typed', () => {
    const next = withViewChange(params('q=ann&stage=hired&sort=name'), { q: 'ann lee ', filters: { stage: '' }, sort: undefined }, PAGED);
    expect(Object.fromEntries(next)).toEqual({ q: 'ann lee ' });
  });

  it('sorts by the date when a date range is set', () => {
    expect(Object.fromEntries(withViewChange(params('sort=name'), { from: '2024-05-01' }, PAGED))).toEqual({ from: '2024-05-01' });
    expect(Object.fromEntries(withViewChange(params('sort=appliedAt'), { to: '2024-05-31' }, PAGED))).toEqual({
      sort: 'appliedAt',
      to: '2024-05-31',
    });
  });

  it('round-trips through readView', () => {
    const next = withViewChange(params(''), { sort: '-name', q: 'lee', filters: { stage: 'applied' } }, PAGED);
    expect(readView(next, PAGED)).toEqual({ page: 1, sort: '-name', q: 'lee', filters: { stage: 'applied' } });
  });
});

describe('paging by cursors', () => {
  const view = (page: number, cursor?: string): ListView => ({ page, ...(cursor ? { cursor } : {}), q: '', filters: {} });

  it('keeps the current page and its cursor in the query string (page 1 has neither)', () => {
    expect(Object.fromEntries(withPage(params('q=a'), 3, 'c3'))).toEqual({ q: 'a', page: '3', cursor: 'c3' });
    expect(Object.fromEntries(withPage(params('q=a&page=3&cursor=c3'), 1, 'ignored'))).toEqual({ q: 'a' });
  });

  it('turns forward with the answer’s next cursor and back with the trail’s', () => {
    const second = turnPage(view(1), trailOf(null, view(1)), 'next', 'c2');
    expect(second).toEqual({ page: 2, cursor: 'c2', trail: ['', 'c2'] });
    const third = turnPage(view(2, 'c2'), second.trail, 'next', 'c3');
    expect(third).toEqual({ page: 3, cursor: 'c3', trail: ['', 'c2', 'c3'] });
    expect(turnPage(view(3, 'c3'), third.trail, 'previous')).toEqual({ page: 2, cursor: 'c2', trail: ['', 'c2'] });
    expect(turnPage(view(2, 'c2'), second.trail, 'previous')).toEqual({ page: 1, trail: [''] });
  });

  it('takes the trail from history state only when it leads to the current page', () => {
    expect(trailOf({ cursors: ['', 'c2', 'c3'] }, view(3, 'c3'))).toEqual(['', 'c2', 'c3']);
    expect(trailOf({ cursors: ['', 'c2', 'other'] }, view(3, 'c3'))).toEqual(['', null, 'c3']);
    expect(trailOf({ cursors: 'nope' }, view(2, 'c2'))).toEqual(['', 'c2']);
    expect(trailOf(undefined, view(1))).toEqual(['']);
  });

  it('goes to page 1 when the previous page’s cursor is unknown (a link opened as it is)', () => {
    const opened = view(5, 'c5');
    expect(turnPage(opened, trailOf(null, opened), 'previous')).toEqual({ page: 1, trail: [''] });
    expect(turnPage(opened, trailOf(null, opened), 'next', 'c6')).toEqual({
      page: 6,
      cursor: 'c6',
      trail: ['', null, null, null, 'c5', 'c6'],
    });
  });
});

describe('the queries of a view', () => {
  const view: ListView = {
    page: 2,
    cursor: 'c2',
    sort: 'appliedAt',
    q: '  Ann ',
    from: '2024-05-01',
    to: '2024-05-31',
    filters: { stage: 'hired' },
  };

  it('a page: limit, cursor, sort, the trimmed search, whole days in India and the filters', () => {
    expect(pageQueryOf(view, 10)).toEqual({
      limit: '10',
      cursor: 'c2',
      sort: 'appliedAt',
      q: 'Ann',
      from: indiaMidnight(2024, 5, 1),
      to: indiaMidnight(2024, 6, 1),
      stage: 'hired',
    });
    expect(pageQueryOf({ page: 1, q: ' ', filters: {} }, 10)).toEqual({ limit: '10' });
  });

  it('the match query of a bulk action or export: no limit, cursor or sort', () => {
    expect(matchQueryOf(view)).toEqual({ q: 'Ann', from: indiaMidnight(2024, 5, 1), to: indiaMidnight(2024, 6, 1), stage: 'hired' });
  });

  it('sorts by the date only while a range is set', () => {
    expect(sortableFields(PAGED.paging!, { page: 1, q: '', filters: {} })).toEqual(['appliedAt', 'name']);
    expect(sortableFields(PAGED.paging!, { page: 1, q: '', filters: {}, to: '2024-05-31' })).toEqual(['appliedAt']);
  });
});
