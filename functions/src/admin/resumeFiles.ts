import { Router, type RequestHandler } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { API_MESSAGES, type EndpointName } from '@careers/domain';
import { db } from '../firebase';
import { fileStore } from '../files';
import { isDocId } from '../http/docId';
import { HttpError } from '../http/errors';
import { mount, param } from '../http/mount';
import { NO_STORE } from '../http/cache';

/** The stored resume a record points at (resumes keep the name as resumeFileName, applications as resume). */
export interface ResumeRef {
  path: string;
  fileName: string;
  contentType: string;
}

export function resumeOf(doc: DocumentSnapshot): ResumeRef | null {
  const path = doc.get('resumePath');
  if (typeof path !== 'string' || !path) return null;
  const fileName = doc.get('resumeFileName') ?? doc.get('resume');
  return {
    path,
    fileName: typeof fileName === 'string' && fileName ? fileName : path.split('/').pop()!,
    contentType: typeof doc.get('resumeContentType') === 'string' ? doc.get('resumeContentType') : 'application/octet-stream',
  };
}

/** A row's resume fields: the file's name only (its storage path stays on the server), and whether there is one. */
export function resumeFieldsOf(doc: DocumentSnapshot): { resume: string | null; hasResume: boolean } {
  const resume = resumeOf(doc);
  return { resume: resume?.fileName ?? null, hasResume: !!resume };
}

/** The files a resume-bearing record owns (for deleteByIds). */
export const resumeFilesOf = (doc: DocumentSnapshot) => [resumeOf(doc)?.path];

/**
 * Content-Disposition with a plain ASCII `filename` (quotes, backslashes, controls and non-ASCII
 * replaced) and the exact UTF-8 name as RFC 5987 `filename*`.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\]/g, '_')
      .trim() || 'resume';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function sendResume(collection: string, kind: 'inline' | 'attachment'): RequestHandler {
  return async (req, res) => {
    const id = param(req, 'id');
    const doc = isDocId(id) ? await db().collection(collection).doc(id).get() : null;
    const resume = doc?.exists ? resumeOf(doc) : null;
    const bytes = resume ? await fileStore().read(resume.path) : null;
    if (!resume || !bytes) throw new HttpError(404, API_MESSAGES.notFound);
    res.set({
      'Content-Type': resume.contentType,
      'Content-Disposition': contentDisposition(kind, resume.fileName),
      'X-Content-Type-Options': 'nosniff',
      // Opened inline, the file runs in a sandbox with no scripts and no same-origin access.
      'Content-Security-Policy': 'sandbox',
      'Cache-Control': NO_STORE,
    });
    res.end(bytes);
  };
}

/** View (inline) and download (attachment) of the resume files of one collection. */
export function resumeFileRouter(collection: string, view: EndpointName, download: EndpointName): Router {
  const router = Router();
  mount(router, view, sendResume(collection, 'inline'));
  mount(router, download, sendResume(collection, 'attachment'));
  return router;
}
