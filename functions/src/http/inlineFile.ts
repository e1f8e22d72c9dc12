import type { Response } from 'express';
import { NO_STORE } from './cache';

/** A file name for Content-Disposition: an ASCII fallback plus the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_')
      .trim() || 'file';
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a stored file for viewing in the browser, safely: its checked content type, nosniff (the
 * browser never guesses HTML), and `Content-Security-Policy: sandbox` so even a file that carried
 * markup runs no script and reaches no origin. Use it for every inline resume view.
 */
export function sendInlineFile(res: Response, bytes: Buffer, contentType: string, fileName: string): void {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Disposition', contentDisposition('inline', fileName));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', 'sandbox');
  res.setHeader('Cache-Control', NO_STORE);
  res.status(200).end(bytes);
}
