import { describe, expect, it } from 'vitest';
import { ACTIONS, cardLayoutOf, headerMinWidth, tableSlotsOf } from './listLayout';
import { ADMIN_RESOURCES } from '../screens/registry';

const fieldsOf = (slots: ReturnType<typeof tableSlotsOf>) => slots.map((slot) => (slot === ACTIONS ? ACTIONS : slot.field));
const byList = (list: string) => ADMIN_RESOURCES.find((resource) => resource.list === list)!;

describe('the registry lays out each screen', () => {
  it('puts the row actions and the cells of controls right after the title column', () => {
    expect(fieldsOf(tableSlotsOf(byList('applicationList')))).toEqual([
      '_id',
      'jobId',
      'jobTitle',
      'name',
      ACTIONS,
      'resume',
      'email',
      'phone',
      'appliedAt',
      'stage',
    ]);
    expect(fieldsOf(tableSlotsOf(byList('jobAdminList'))).slice(0, 4)).toEqual(['_id', 'jobId', 'title', ACTIONS]);
    expect(fieldsOf(tableSlotsOf(byList('affiliateList'))).slice(0, 3)).toEqual(['_id', 'fullName', 'jobsPosted']);
    expect(fieldsOf(tableSlotsOf(byList('resumeList'))).slice(0, 2)).toEqual(['name', 'resume']);
  });

  it.each(ADMIN_RESOURCES.map((resource) => [resource.label, resource] as const))(
    '%s: a card has a title, key fields of its own columns, and an empty text',
    (_label, resource) => {
      const card = cardLayoutOf(resource);
      expect(card.title?.field).toBe(resource.titleField);
      expect(card.fields.length).toBeGreaterThan(0);
      if (resource.cardFields) expect(card.fields.map((column) => column.field)).toEqual(resource.cardFields);
      expect(typeof resource.emptyText === 'string' ? resource.emptyText : resource.emptyText({ kind: 'all' })).toMatch(/^No .+ yet/);
    },
  );

  it('keeps a header word whole: its letters, the padding and a shown sort arrow', () => {
    expect(headerMinWidth('Partnership Interests')).toBe(11 * 9 + 12);
    expect(headerMinWidth('Date', true)).toBe(4 * 9 + 12 + 28);
  });
});
