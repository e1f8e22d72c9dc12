import { describe, expect, it } from 'vitest';
import { hasResumeStructure, oleDirectoryNames, zipEntryNames } from './fileFormats';
import { docFile, docxFile, oleFile, pdfFile, zipFile } from './testing/resumeFixtures';

describe('resume structure checks', () => {
  it('accepts a PDF with header and trailer', () => {
    expect(hasResumeStructure('pdf', pdfFile())).toBe(true);
  });

  it('refuses a PDF without %%EOF and a PDF/HTML polyglot', () => {
    expect(hasResumeStructure('pdf', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n'))).toBe(false);
    expect(hasResumeStructure('pdf', pdfFile('<html><script>alert(1)</script></html>\n'))).toBe(false);
    expect(hasResumeStructure('pdf', pdfFile('<!DOCTYPE html>\n'))).toBe(false);
  });

  it('accepts a DOCX (a ZIP naming word/document.xml in its central directory)', () => {
    expect(zipEntryNames(docxFile())).toContain('word/document.xml');
    expect(hasResumeStructure('docx', docxFile())).toBe(true);
  });

  it('refuses any other ZIP, a bare ZIP header and a truncated DOCX', () => {
    expect(hasResumeStructure('docx', zipFile({ 'evil.exe': 'MZ' }))).toBe(false);
    expect(hasResumeStructure('docx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBe(false);
    const docx = docxFile();
    expect(hasResumeStructure('docx', docx.subarray(0, docx.length - 30))).toBe(false);
  });

  it('accepts a DOC (an OLE compound file with a WordDocument stream)', () => {
    expect(oleDirectoryNames(docFile())).toEqual(['Root Entry', 'WordDocument']);
    expect(hasResumeStructure('doc', docFile())).toBe(true);
  });

  it('refuses a bare OLE header and an OLE file of another kind (a spreadsheet)', () => {
    expect(hasResumeStructure('doc', docFile().subarray(0, 512))).toBe(false);
    expect(hasResumeStructure('doc', Buffer.concat([docFile().subarray(0, 8), Buffer.alloc(504)]))).toBe(false);
    expect(hasResumeStructure('doc', oleFile(['Workbook']))).toBe(false);
  });
});
