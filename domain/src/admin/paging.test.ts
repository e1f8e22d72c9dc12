import { describe, expect, it } from 'vitest';
import { TEXT_MAX_LENGTH } from '../constants';
import { adminPageQuerySchema, adminPathSchema, definePaging, filterFieldsOf, filterValuesOf, PAGING_MESSAGES } from './paging';

const paging = definePaging({ dateField: 'appliedAt', sortFields: ['name'], filters: { stage: ['applied', 'hired'] } });
const schema = adminPageQuerySchema(paging);
const messageOf = (query: Record<string, string>) => {
  const result = schema.safeParse(query);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('the query of a paged admin list', () => {
  it('reads a limit, sorts newest first by default, and takes the date range, search and filters', () => {
    expect(schema.parse({ limit: '25' })).toMatchObject({ limit: 25, sort: '-appliedAt' });
    expect(schema.parse({ limit: '1', sort: 'name', q: 'asha', stage: 'hired' })).toMatchObject({
      sort: 'name',
      q: 'asha',
      stage: 'hired',
    });
    expect(schema.parse({ limit: '100', from: '2026-01-01', to: '2026-02-01T00:00:00Z' }).from).toEqual(new Date('2026-01-01'));
  });

  it.each([
    [{ limit: '0' }, PAGING_MESSAGES.limit],
    [{ limit: '101' }, PAGING_MESSAGES.limit],
    [{ limit: '2.5' }, PAGING_MESSAGES.limit],
    [{ limit: 'ten' }, PAGING_MESSAGES.limit],
    [{ limit: '10', sort: 'email' }, PAGING_MESSAGES.sort(['-appliedAt', 'appliedAt', '-name', 'name'])],
    [{ limit: '10', q: 'x'.repeat(101) }, PAGING_MESSAGES.q],
    [{ limit: '10', from: 'yesterday' }, PAGING_MESSAGES.date],
    [{ limit: '10', sort: 'name', from: '2026-01-01' }, PAGING_MESSAGES.range],
    [{ limit: '10', stage: 'lost' }, PAGING_MESSAGES.filter('stage', ['applied', 'hired'])],
  ])('refuses %j: %s', (query, message) => {
    expect(messageOf(query)).toBe(message);
  });

  it('refuses a parameter the list does not take', () => {
    expect(messageOf({ limit: '10', jobTitle: 'x' })).not.toBeNull();
  });
});

describe('the filters of a paged admin list', () => {
  const mapped = definePaging({
    dateField: 'createdAt',
    filters: { type: ['company', 'contact'], status: { field: 'read', values: { read: true, unread: false } } },
    pathFilter: { param: 'jobId', all: 'all' },
  });

  it('compare stored fields: a listed value as it is, a mapped value as what it maps to, the path value unless it is all', () => {
    expect(filterFieldsOf(mapped)).toEqual(['jobId', 'type', 'read']);
    const query = adminPageQuerySchema(mapped).parse({ limit: '5', type: 'contact', status: 'unread' });
    expect(filterValuesOf(mapped, query, { jobId: 'JOB1001' })).toEqual({ jobId: 'JOB1001', type: 'contact', read: false });
    expect(filterValuesOf(mapped, { status: 'read' }, { jobId: 'all' })).toEqual({ jobId: undefined, type: undefined, read: true });
  });

  it('take only the values they map from, and a path value of one text of at most the text limit', () => {
    const result = adminPageQuerySchema(mapped).safeParse({ limit: '5', status: 'false' });
    expect(result.success ? null : result.error.issues[0]!.message).toBe(PAGING_MESSAGES.filter('status', ['read', 'unread']));
    expect(adminPathSchema(mapped).safeParse({ jobId: 'x'.repeat(TEXT_MAX_LENGTH) }).success).toBe(true);
    const long = adminPathSchema(mapped).safeParse({ jobId: 'x'.repeat(TEXT_MAX_LENGTH + 1) });
    expect(long.success ? null : long.error.issues[0]!.message).toBe(PAGING_MESSAGES.pathValue('jobId'));
    const repeated = adminPathSchema(mapped).safeParse({ jobId: ['JOB1', 'JOB2'] });
    expect(repeated.success ? null : repeated.error.issues[0]!.message).toBe(PAGING_MESSAGES.pathValue('jobId'));
  });
});
