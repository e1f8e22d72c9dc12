import { describe, expect, it } from 'vitest';
import { recordPathOf } from './notificationLinks';

describe('recordPathOf', () => {
  it('leads an application to its detail page and the others to their list, the row highlighted', () => {
    expect(recordPathOf({ source: 'applications', sourceId: 'a1' })).toBe('/admin/applications/a1');
    const contact = new URL(recordPathOf({ source: 'contacts', sourceId: 'c1', createdAt: '2026-11-26T10:00:00' }), 'http://x');
    expect(contact.pathname).toBe('/admin/contact-support');
    expect(Object.fromEntries(contact.searchParams)).toEqual({ from: '2026-11-26', to: '2026-11-26', highlight: 'c1' });
    expect(recordPathOf({ source: null, sourceId: null })).toBe('/admin/notification');
    expect(recordPathOf({ source: 'elsewhere', sourceId: 'x' })).toBe('/admin/notification');
  });
});
