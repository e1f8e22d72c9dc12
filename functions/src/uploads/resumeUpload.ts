import type { Request } from 'express';
import type { DocumentData } from 'firebase-admin/firestore';
import { RESUME_MESSAGES, detectResumeKind, resumeKindFromFileName, validateResumeFileName, type ResumeKind } from '@careers/domain';
import { db } from '../firebase';
import { fileStore } from '../files';
import { hasResumeStructure } from './fileFormats';
import { HttpError } from '../http/errors';
import { createOnce, type AlsoWrite, type Outcome } from '../http/idempotency';
import type { UploadedFile } from '../http/multipart';

const CONTENT_TYPES: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A resume file that passed every check, ready to store. */
export interface CheckedResume {
  /** The name the visitor's file had (display only). */
  fileName: string;
  /** A storage-safe name with the checked extension. */
  safeName: string;
  contentType: string;
  bytes: Buffer;
}

/** Where a stored resume is, for the record that points at it. */
export interface StoredResume {
  resumePath: string;
  resumeFileName: string;
  resumeContentType: string;
}

/** A name safe for a storage path: ASCII letters, digits, '.', '_' and '-', plus the resume's extension. */
export function safeResumeName(fileName: string, kind: ResumeKind): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const stem = base
    .slice(0, base.length - (kind.length + 1))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 80);
  return `${stem || 'resume'}.${kind}`;
}

/**
 * Checks the uploaded resume: a name ending .pdf/.doc/.docx (400 with the spec's message), first
 * bytes of that same kind (415), so a renamed executable or a PDF called .docx is refused, and the
 * full structure of the kind (415): a PDF/HTML polyglot, any ZIP named .docx or a bare OLE header
 * named .doc is refused too.
 */
export function checkResume(file: UploadedFile | undefined): CheckedResume {
  const nameError = validateResumeFileName(file?.fileName);
  if (nameError || !file)
    throw new HttpError(400, nameError ?? RESUME_MESSAGES.fileMissing, { resume: nameError ?? RESUME_MESSAGES.fileMissing });
  const kind = resumeKindFromFileName(file.fileName)!;
  const detected = detectResumeKind(file.bytes);
  if (detected !== kind) {
    const message = detected ? RESUME_MESSAGES.fileContentMismatch : RESUME_MESSAGES.fileType;
    throw new HttpError(415, message, { resume: message });
  }
  if (!hasResumeStructure(kind, file.bytes)) throw new HttpError(415, RESUME_MESSAGES.fileType, { resume: RESUME_MESSAGES.fileType });
  const fileName = file.fileName.trim().slice(-255);
  return { fileName, safeName: safeResumeName(fileName, kind), contentType: CONTENT_TYPES[kind], bytes: file.bytes };
}

/**
 * Stores the file under resumes/<docId>/ first, then creates the record that points at it
 * (createOnce), and answers 201 `{ message, _id }`. If the record is not written the file is removed again,
 * so no file is left without its record. `also.write` adds writes to the record's batch, and
 * `also.answer` fields to the answer.
 */
export async function saveWithResume(
  req: Request,
  collection: string,
  resume: CheckedResume,
  record: (stored: StoredResume) => DocumentData,
  message: string,
  also: { write?: AlsoWrite; answer?: Record<string, unknown> } = {},
): Promise<Outcome> {
  const ref = db().collection(collection).doc();
  const resumePath = `resumes/${ref.id}/${resume.safeName}`;
  const files = fileStore();
  const removeFile = () => files.remove(resumePath).catch((removeErr) => console.error(`could not remove ${resumePath}`, removeErr));
  await files.save(resumePath, resume.bytes, resume.contentType);
  try {
    const data = record({ resumePath, resumeFileName: resume.fileName, resumeContentType: resume.contentType });
    return await createOnce(req, ref, data, { status: 201, body: { message, _id: ref.id, ...also.answer } }, also.write);
  } catch (err) {
    await removeFile();
    throw err;
  }
}
