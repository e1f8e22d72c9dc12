import { describe, expect, it } from 'vitest';
import { eventText, withStage } from './stages';

const rows = [{ _id: 'a', stage: 'applied' }, { _id: 'b' }, { _id: 'c', stage: 'interview' }, { _id: 'd', stage: 'nonsense' }];

describe('pipeline stages on the web', () => {
  it('moves only the named rows and keeps the others (same objects)', () => {
    const moved = withStage(rows, new Set(['b', 'c']), 'offer');
    expect(moved.map((row) => row.stage)).toEqual(['applied', 'offer', 'offer', 'nonsense']);
    expect(moved[0]).toBe(rows[0]);
    expect(rows[1]).toEqual({ _id: 'b' });
  });

  it('says each history event as a sentence', () => {
    expect(eventText({ type: 'stage', from: 'applied', to: 'interview' })).toBe('Moved from Applied to Interview');
    expect(eventText({ type: 'stage', from: 'interview', to: 'offer', text: 'Strong' })).toBe('Moved from Interview to Offer: Strong');
    expect(eventText({ type: 'stage', from: 'interview', to: 'screening', mail: 'held' })).toBe(
      "Moved from Interview to Screening. Mail held back: this stage's mail went out less than 10 minutes ago. It goes out then if the application is still at this stage",
    );
    expect(eventText({ type: 'note', text: 'Call back Monday' })).toBe('Note: Call back Monday');
    expect(eventText({ type: 'mail', text: 'Your application' })).toBe('Mail sent: Your application');
  });
});
