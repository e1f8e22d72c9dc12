import { describe, expect, it } from 'vitest';
import { routeGroupOf } from './routeGroups';

describe('routeGroupOf', () => {
  it.each([
    ['/', 'public'],
    ['/services/oncampus', 'public'],
    ['/jobs/current-opening', 'public'],
    ['/affiliates', 'public'],
    ['/administrator', 'public'],
    ['/Home', 'public'],
    ['/affiliate', 'affiliate'],
    ['/affiliate/', 'affiliate'],
    ['/affiliate-form', 'affiliate'],
    ['/affiliate-login', 'affiliate'],
    ['/affiliate-dashboard', 'affiliate'],
    ['/affiliate-dashboard/referrals', 'affiliate'],
    ['/admin', 'admin'],
    ['/admin/StudentApplied', 'admin'],
    ['/ADMIN/dashboard', 'admin'],
  ])('%s -> %s', (path, group) => {
    expect(routeGroupOf(path)).toBe(group);
  });
});
