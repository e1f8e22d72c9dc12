import { describe, expect, it } from 'vitest';
import { MAX_RESUME_BYTES } from '../constants';
import { RESUME_MESSAGES } from '../messages';
import {
  detectResumeKind,
  resumeContentMatchesName,
  resumeKindFromFileName,
  validateResumeFile,
  validateResumeFileName,
} from './resumeFile';

const bytes = (...values: number[]) => new Uint8Array([...values, 0x00, 0x01, 0x02]);
const PDF = bytes(...[...'%PDF-1.7'].map((c) => c.charCodeAt(0)));
const DOC = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const DOCX = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00);

describe('validateResumeFileName', () => {
  it("says 'No file selected' without a file", () => {
    expect(validateResumeFileName()).toBe('No file selected');
    expect(validateResumeFileName('')).toBe(RESUME_MESSAGES.fileMissing);
  });

  it('rejects other extensions', () => {
    expect(validateResumeFileName('cv.txt')).toBe('Please upload a valid resume in .pdf or .doc/.docx format');
    expect(validateResumeFileName('cv.pdf.exe')).toBe(RESUME_MESSAGES.fileType);
    expect(validateResumeFileName('pdf')).toBe(RESUME_MESSAGES.fileType);
  });

  it('accepts .pdf, .doc and .docx in any case', () => {
    for (const name of ['cv.pdf', 'cv.doc', 'cv.docx', 'CV.PDF', 'My Resume.DocX']) {
      expect(validateResumeFileName(name)).toBeNull();
    }
    expect(resumeKindFromFileName('a.docx')).toBe('docx');
    expect(resumeKindFromFileName('a.doc')).toBe('doc');
  });
});

describe('validateResumeFile', () => {
  it('checks presence, name and size', () => {
    expect(validateResumeFile(null)).toBe(RESUME_MESSAGES.fileMissing);
    expect(validateResumeFile({ name: 'cv.png', size: 10 })).toBe(RESUME_MESSAGES.fileType);
    expect(validateResumeFile({ name: 'cv.pdf', size: MAX_RESUME_BYTES + 1 })).toBe(RESUME_MESSAGES.fileTooLarge);
    expect(validateResumeFile({ name: 'cv.pdf', size: MAX_RESUME_BYTES })).toBeNull();
  });
});

describe('detectResumeKind (magic bytes)', () => {
  it('recognises PDF, DOC (OLE2) and DOCX (zip)', () => {
    expect(detectResumeKind(PDF)).toBe('pdf');
    expect(detectResumeKind(DOC)).toBe('doc');
    expect(detectResumeKind(DOCX)).toBe('docx');
  });

  it('rejects anything else, including short and empty input', () => {
    expect(detectResumeKind(new TextEncoder().encode('hello world'))).toBeNull();
    expect(detectResumeKind(new Uint8Array([0x25, 0x50, 0x44]))).toBeNull();
    expect(detectResumeKind(new Uint8Array())).toBeNull();
    expect(detectResumeKind(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull(); // PNG
  });
});

describe('resumeContentMatchesName', () => {
  it('requires the bytes to be of the kind the extension names', () => {
    expect(resumeContentMatchesName('cv.pdf', PDF)).toBe(true);
    expect(resumeContentMatchesName('cv.doc', DOC)).toBe(true);
    expect(resumeContentMatchesName('cv.DOCX', DOCX)).toBe(true);
    expect(resumeContentMatchesName('cv.pdf', DOCX)).toBe(false);
    expect(resumeContentMatchesName('cv.docx', DOC)).toBe(false);
    expect(resumeContentMatchesName('cv.doc', PDF)).toBe(false);
    expect(resumeContentMatchesName('cv.txt', PDF)).toBe(false);
  });
});
