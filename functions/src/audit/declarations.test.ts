import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '@careers/domain';
import { AUDITED_ENDPOINTS } from './declarations';

describe('the audit declarations against the endpoint table', () => {
  const changes = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
    (name) => ENDPOINTS[name].method !== 'GET' && ENDPOINTS[name].access !== 'public',
  );
  it.each(changes.map((name) => [name]))('%s writes an audit entry', (name) => {
    expect(AUDITED_ENDPOINTS[name]).toBeDefined();
  });
  it('declares only endpoints of the table', () => {
    for (const name of Object.keys(AUDITED_ENDPOINTS)) expect(Object.keys(ENDPOINTS)).toContain(name);
  });
});
