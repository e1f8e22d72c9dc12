import { describe, expect, it } from 'vitest';
import { mailDocument } from './mail';

describe('mailDocument', () => {
  it('keeps every header value on one line and the body as written', () => {
    const doc = mailDocument('asha@example.com\r\nBcc: x@evil.example', {
      subject: 'Job posted: Analyst\r\nBcc: x@evil.example\r\n\r\nFake body\u2028more',
      text: 'Line one\nLine two',
    });
    expect(doc.to).toBe('asha@example.com Bcc: x@evil.example');
    expect(doc.message).toEqual({ subject: 'Job posted: Analyst Bcc: x@evil.example Fake body more', text: 'Line one\nLine two' });
  });
});
