import { describe, expect, it } from 'vitest';
import { PATHS } from '../config/paths';
import { routeGroupOf } from './routeGroups';

const { admin, affiliate, affiliateFooter, services, ...publicPaths } = PATHS;

describe('routeGroupOf', () => {
  it.each([
    ['/', 'public'],
    ['/services/oncampus', 'public'],
    ['/jobs/current-opening', 'public'],
    ['/affiliates', 'public'],
    ['/administrator', 'public'],
    ['/Home', 'affiliate'],
    ['/home', 'affiliate'],
    ['/Resources', 'affiliate'],
    ['/logout', 'affiliate'],
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

  it.each(Object.values(admin))('serves the admin path %s from the admin group', (path) => {
    expect(routeGroupOf(path)).toBe('admin');
  });

  it.each([...Object.values(affiliate), ...Object.values(affiliateFooter)])(
    'serves the affiliate path %s from the affiliate group',
    (path) => {
      expect(routeGroupOf(path)).toBe('affiliate');
    },
  );

  it.each([...Object.values(publicPaths), ...Object.values(services)])('serves %s from the public group', (path) => {
    expect(routeGroupOf(path)).toBe('public');
  });
});
