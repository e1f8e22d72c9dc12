/** Helpers for the public submission tests: resume files, multipart bodies, and what got stored. */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { expect, inject } from 'vitest';
import { MAX_RESUME_BYTES } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { adminApp, db } from '../../functions/src/firebase';
import { notifyCreated, type NotificationSource } from '../../functions/src/triggers/notifications';
import { docFile, docxFile, pdfFile } from '../../functions/src/uploads/testing/resumeFixtures';
import { LOCAL_FILES_DIR, PROJECT_ID } from '../../scripts/stack/paths';
import { api } from './stack';

// ---- resume files with real first bytes -------------------------------------------------------

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

/** A PDF of exactly `size` bytes (header, padding, trailer). */
const pdfOfSize = (size: number) => Buffer.concat([bytes('%PDF-1.4\n'), Buffer.alloc(size - 9 - 6, 0x20), bytes('%%EOF\n')]);

export const RESUME_BYTES = {
  pdf: pdfFile(),
  /** An OLE2 compound file with a WordDocument stream (Word 97-2003). */
  doc: docFile(),
  /** A ZIP whose central directory names word/document.xml. */
  docx: docxFile(),
  /** A PDF of exactly the limit (accepted). */
  limitPdf: pdfOfSize(MAX_RESUME_BYTES),
  /** A Windows executable (MZ header). */
  exe: bytes('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00This program cannot be run in DOS mode.'),
  /** A PDF one byte over the limit. */
  oversizePdf: pdfOfSize(MAX_RESUME_BYTES + 1),
} as const;

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export interface FilePart {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart body: text fields (undefined ones left out) and the `resume` file. */
function multipart(fields: Record<string, string | undefined>, resume?: FilePart): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  if (resume)
    form.append('resume', new Blob([new Uint8Array(resume.bytes)], { type: resume.type ?? 'application/octet-stream' }), resume.name);
  return form;
}

/**
 * A function that POSTs text fields and an optional `resume` file to `path` as a multipart form,
 * with the consent the public forms send (`consent: undefined` leaves it out).
 */
export const multipartPoster =
  (path: string) => (fields: Record<string, string | undefined>, resume?: FilePart, headers?: Record<string, string>) =>
    api(path, { method: 'POST', body: multipart({ consent: 'true', ...fields }, resume), headers });

// ---- unique test identities -------------------------------------------------------------------

let counter = 0;
/** Letters only (names allow nothing else), different on every call. */
export function uniqueLetters(): string {
  let n = Date.now() * 100 + (counter++ % 100);
  let out = '';
  while (n > 0) {
    out = String.fromCharCode(97 + (n % 26)) + out;
    n = Math.floor(n / 26);
  }
  return out;
}

/** A valid resume applicant with a unique name and Gmail address. */
export function applicant() {
  const tag = uniqueLetters();
  return { name: `Asha ${tag}`, email: `asha.${tag}@gmail.com`, phone: '9876543210' };
}

// ---- what the stack stored ----------------------------------------------------------------------

export async function countDocs(collection: string, field?: string, value?: unknown): Promise<number> {
  const ref = db().collection(collection);
  const query = field ? ref.where(field, '==', value) : ref;
  return (await query.count().get()).data().count;
}

/** The folders under resumes/ in the stack's file store (local disk offline, Storage emulator otherwise). */
export async function resumeFolders(): Promise<string[]> {
  if (inject('stackMode') === 'offline') {
    try {
      return (await readdir(join(LOCAL_FILES_DIR, 'resumes'))).sort();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
  }
  const [files] = await getStorage(adminApp()).bucket(`${PROJECT_ID}.appspot.com`).getFiles({ prefix: 'resumes/' });
  return [...new Set(files.map((file) => file.name.split('/')[1] ?? ''))].sort();
}

/** Runs a refused submission and checks it left no document in `collection` and no file behind. */
export async function expectNothingStored(collection: string, submit: () => Promise<void>): Promise<void> {
  const docsBefore = await countDocs(collection);
  const foldersBefore = await resumeFolders();
  await submit();
  expect(await countDocs(collection)).toBe(docsBefore);
  expect(await resumeFolders()).toEqual(foldersBefore);
}

/**
 * Waits (up to 10 s: the relay is asynchronous) for the notification of one new document, checks
 * it is the only one, and that running the trigger again for the same document (a retry or a
 * second delivery) does not add another. Answers the notification.
 */
export async function expectOneNotification(source: NotificationSource, sourceId: string) {
  const bySource = db().collection(COLLECTIONS.notifications).where('sourceId', '==', sourceId);
  await expect.poll(async () => (await bySource.count().get()).data().count, { timeout: 10_000, interval: 200 }).toBeGreaterThan(0);
  const settled = await bySource.get();
  expect(settled.size, `one notification for ${source}/${sourceId}`).toBe(1);
  const first = settled.docs[0]!;

  const sourceDoc = await db().collection(source).doc(sourceId).get();
  await notifyCreated(source, sourceId, sourceDoc.data()!);
  const afterRetry = await bySource.get();
  expect(afterRetry.size).toBe(1);
  expect(afterRetry.docs[0]!.id).toBe(first.id);
  expect(afterRetry.docs[0]!.get('createdAt').isEqual(first.get('createdAt'))).toBe(true);
  return first.data();
}
