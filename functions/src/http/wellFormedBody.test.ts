import { describe, expect, it } from 'vitest';
import { illFormedTextAt } from './wellFormedBody';

describe('ill-formed text in a JSON body', () => {
  it('names the first field holding a lone surrogate, nested or as a key', () => {
    expect(illFormedTextAt({ name: 'Asha', message: 'Hi \uD800 there' })).toBe('message');
    expect(illFormedTextAt({ job: { skills: ['React', 'Node\uDC00'] } })).toBe('job.skills.1');
    expect(illFormedTextAt({ ['bad\uD83D']: 'x' })).toBe('bad\uD83D');
    expect(illFormedTextAt('\uDBFF')).toBe('(body)');
  });

  it('passes well-formed text, emoji (a surrogate pair) and Indic words with joiners', () => {
    expect(illFormedTextAt({ name: 'Zoë 😀', city: 'क्‍ष', n: 3, ok: true, none: null })).toBeNull();
    expect(illFormedTextAt(undefined)).toBeNull();
  });
});
