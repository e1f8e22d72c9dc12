import { describe, expect, it } from 'vitest';
import { contentDisposition } from './resumeFiles';

describe('contentDisposition', () => {
  it('gives an ASCII filename without quotes or backslashes, and the exact name as filename*', () => {
    expect(contentDisposition('attachment', 'Résumé "final"\\v2.pdf')).toBe(
      `attachment; filename="Resume _final__v2.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%5Cv2.pdf`,
    );
  });

  it("percent-encodes the characters RFC 5987 leaves out of attr-char (' ( ) *)", () => {
    expect(contentDisposition('inline', "CV (Asha's) *.pdf")).toBe(
      `inline; filename="CV (Asha's) *.pdf"; filename*=UTF-8''CV%20%28Asha%27s%29%20%2A.pdf`,
    );
  });

  it('replaces every non-ASCII character of the plain filename with an underscore', () => {
    expect(contentDisposition('attachment', '履歴書')).toMatch(/^attachment; filename="___"; /);
  });
});
