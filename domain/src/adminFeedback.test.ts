import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, countNoun } from './adminFeedback';

describe('admin feedback texts', () => {
  it('count a noun in the number it asks', () => {
    expect(countNoun(3, 'notifications')).toBe('3 notifications');
    expect(countNoun(1, 'notifications')).toBe('1 notification');
    expect(countNoun(1, 'companies')).toBe('1 company');
    expect(countNoun(1200, 'rows')).toBe('1,200 rows');
    expect(FEEDBACK_MESSAGES.deleted(1, 'Job Posts')).toBe('1 job post deleted');
    expect(FEEDBACK_MESSAGES.markedRead(3)).toBe('3 notifications marked as read');
  });
});
