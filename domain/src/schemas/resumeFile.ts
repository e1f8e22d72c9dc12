/** Resume file checks: by name (client and server) and by first bytes (server). */
import { MAX_RESUME_BYTES, RESUME_EXTENSIONS } from '../constants';
import { RESUME_MESSAGES } from '../messages';

export type ResumeKind = 'pdf' | 'doc' | 'docx';

const MAGIC: Record<ResumeKind, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE2 compound file
  docx: [0x50, 0x4b, 0x03, 0x04], // zip (PK\x03\x04)
};

/** The resume kind named by a file's extension (case-insensitive), or null. */
export function resumeKindFromFileName(fileName: string): ResumeKind | null {
  const lower = fileName.trim().toLowerCase();
  const extension = RESUME_EXTENSIONS.find((ext) => lower.endsWith(ext));
  return extension ? (extension.slice(1) as ResumeKind) : null;
}

/** The spec's message for a bad file name, or null when the name is acceptable. */
export function validateResumeFileName(name?: string): string | null {
  if (!name || name.trim() === '') return RESUME_MESSAGES.fileMissing;
  return resumeKindFromFileName(name) ? null : RESUME_MESSAGES.fileType;
}

/** Checks a picked file (name and size) before upload; null when acceptable. */
export function validateResumeFile(file?: { name: string; size: number } | null): string | null {
  if (!file) return RESUME_MESSAGES.fileMissing;
  const nameError = validateResumeFileName(file.name);
  if (nameError) return nameError;
  return file.size > MAX_RESUME_BYTES ? RESUME_MESSAGES.fileTooLarge : null;
}

/** The kind of a file from its first bytes, or null when it is none of PDF, DOC, DOCX. */
export function detectResumeKind(bytes: Uint8Array): ResumeKind | null {
  const kinds = Object.keys(MAGIC) as ResumeKind[];
  return kinds.find((kind) => MAGIC[kind].every((byte, i) => bytes[i] === byte)) ?? null;
}

/** True when the bytes are of the kind the extension names (.pdf is PDF, .doc is DOC, .docx is DOCX). */
export function resumeContentMatchesName(fileName: string, bytes: Uint8Array): boolean {
  const kind = resumeKindFromFileName(fileName);
  return kind !== null && detectResumeKind(bytes) === kind;
}
