import type { DocumentData } from 'firebase-admin/firestore';
import { RESUME_MESSAGES, detectResumeKind, resumeKindFromFileName, validateResumeFileName, type ResumeKind } from '@careers/domain';
import { db } from '../firebase';
import { fileStore } from '../files';
import { HttpError } from '../http/errors';
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
 * Checks the uploaded resume: a name ending .pdf/.doc/.docx (400 with the spec's message), and
 * first bytes of that same kind (415), so a renamed executable or a PDF called .docx is refused.
 */
export function checkResume(file: UploadedFile | undefined): CheckedResume {
  const nameError = validateResumeFileName(file?.fileName);
  if (nameError || !file) throw new HttpError(400, nameError ?? RESUME_MESSAGES.fileMissing, { resume: nameError ?? RESUME_MESSAGES.fileMissing });
  const kind = resumeKindFromFileName(file.fileName)!;
  const detected = detectResumeKind(file.bytes);
  if (detected !== kind) {
    const message = detected ? RESUME_MESSAGES.fileContentMismatch : RESUME_MESSAGES.fileType;
    throw new HttpError(415, message, { resume: message });
  }
  const fileName = file.fileName.trim().slice(-255);
  return { fileName, safeName: safeResumeName(fileName, kind), contentType: CONTENT_TYPES[kind], bytes: file.bytes };
}

/**
 * Stores the file under resumes/<docId>/ first, then creates the record that points at it; if the
 * record cannot be written the file is removed again, so no file is left without its record.
 */
export async function saveWithResume(collection: string, resume: CheckedResume, record: (stored: StoredResume) => DocumentData): Promise<string> {
  const ref = db().collection(collection).doc();
  const resumePath = `resumes/${ref.id}/${resume.safeName}`;
  const files = fileStore();
  await files.save(resumePath, resume.bytes, resume.contentType);
  try {
    await ref.create(record({ resumePath, resumeFileName: resume.fileName, resumeContentType: resume.contentType }));
  } catch (err) {
    await files.remove(resumePath).catch((removeErr) => console.error(`could not remove ${resumePath}`, removeErr));
    throw err;
  }
  return ref.id;
}
