import { describe, expect, it } from 'vitest';
import type { Request, Response } from 'express';
import { illFormedTextAt, wellFormedBody } from './wellFormedBody';

/** What the middleware passes on: nothing, or the error it answers with. */
function passedOn(contentType: string, body: unknown): unknown {
  let passed: unknown = 'not called';
  const req = { body, is: (type: string) => (contentType.startsWith(type) ? type : false) } as unknown as Request;
  wellFormedBody(req, {} as Response, (err?: unknown) => (passed = err));
  return passed;
}

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

  it('checks JSON bodies only: a multipart body reaches its own parser as the runtime handed it over', () => {
    expect(passedOn('application/json', { name: 'A\uD800' })).toMatchObject({ status: 400 });
    expect(passedOn('application/json; charset=utf-8', { name: 'Asha' })).toBeUndefined();
    expect(passedOn('multipart/form-data; boundary=x', { name: 'A\uD800' })).toBeUndefined();
  });
});
