import { describe, expect, it } from 'vitest';
import { RESUME_MESSAGES } from '@careers/domain';
import { HttpError } from '../http/errors';
import { checkResume, safeResumeName } from './resumeUpload';
import { docFile, docxFile, pdfFile, zipFile } from './testing/resumeFixtures';

const PDF = pdfFile();
const EXE = Buffer.from('MZ\x90\x00\x03', 'latin1');
const DOCX = docxFile();

function failure(run: () => unknown): HttpError {
  try {
    run();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('expected an HttpError');
}

describe('safeResumeName', () => {
  it('keeps a plain name and the checked extension', () => {
    expect(safeResumeName('Asha_Rao-CV.pdf', 'pdf')).toBe('Asha_Rao-CV.pdf');
    expect(safeResumeName('CV.DOCX', 'docx')).toBe('CV.docx');
  });

  it('replaces unsafe characters and never keeps a path', () => {
    expect(safeResumeName('../../etc/pass wd?.pdf', 'pdf')).toBe('pass_wd.pdf');
    expect(safeResumeName('résumé final.doc', 'doc')).toBe('resume_final.doc');
    expect(safeResumeName('..pdf', 'pdf')).toBe('resume.pdf');
  });
});

describe('checkResume', () => {
  it('accepts a PDF named .pdf with its content type', () => {
    expect(checkResume({ fileName: 'cv.pdf', mimeType: 'application/octet-stream', bytes: PDF })).toMatchObject({
      fileName: 'cv.pdf',
      safeName: 'cv.pdf',
      contentType: 'application/pdf',
    });
  });

  it('refuses a missing file and a wrong extension with 400', () => {
    expect(failure(() => checkResume(undefined))).toMatchObject({ status: 400, message: RESUME_MESSAGES.fileMissing });
    expect(failure(() => checkResume({ fileName: 'cv.txt', mimeType: 'text/plain', bytes: PDF }))).toMatchObject({
      status: 400,
      message: RESUME_MESSAGES.fileType,
    });
  });

  it('refuses content that is not the named kind with 415', () => {
    expect(failure(() => checkResume({ fileName: 'cv.pdf', mimeType: 'application/pdf', bytes: EXE }))).toMatchObject({
      status: 415,
      message: RESUME_MESSAGES.fileType,
    });
    expect(failure(() => checkResume({ fileName: 'cv.pdf', mimeType: 'application/pdf', bytes: DOCX }))).toMatchObject({
      status: 415,
      message: RESUME_MESSAGES.fileContentMismatch,
    });
  });

  it('refuses a file with the right first bytes but not the structure: any ZIP, a bare OLE header, a PDF/HTML polyglot (415)', () => {
    expect(failure(() => checkResume({ fileName: 'cv.docx', mimeType: '', bytes: zipFile({ 'a.txt': 'x' }) }))).toMatchObject({
      status: 415,
      message: RESUME_MESSAGES.fileType,
    });
    expect(failure(() => checkResume({ fileName: 'cv.doc', mimeType: '', bytes: docFile().subarray(0, 512) }))).toMatchObject({
      status: 415,
    });
    expect(
      failure(() => checkResume({ fileName: 'cv.pdf', mimeType: '', bytes: pdfFile('<html><script>alert(1)</script></html>\n') })),
    ).toMatchObject({ status: 415 });
    expect(checkResume({ fileName: 'cv.doc', mimeType: '', bytes: docFile() }).contentType).toBe('application/msword');
  });

  it('keeps a UTF-8 name for display and a safe ASCII one for storage', () => {
    expect(checkResume({ fileName: 'résumé राम.pdf', mimeType: '', bytes: PDF })).toMatchObject({
      fileName: 'résumé राम.pdf',
      safeName: 'resume.pdf',
    });
  });
});
