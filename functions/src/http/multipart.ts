import busboy from 'busboy';
import type { Request } from 'express';
import { API_MESSAGES, MAX_RESUME_BYTES } from '@careers/domain';
import { HttpError } from './errors';

export interface UploadedFile {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/**
 * Reads a multipart/form-data body. Cloud Functions (and its emulator) have already read the
 * stream into req.rawBody, so busboy is fed from there when present.
 */
export function readMultipart(req: Request, maxFileBytes = MAX_RESUME_BYTES): Promise<MultipartBody> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(new HttpError(415, 'Expected multipart/form-data'));
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: Record<string, UploadedFile> = {};
    let failure: HttpError | undefined;
    // Browsers send file names as raw UTF-8; busboy would read them as latin1 by default.
    const parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: maxFileBytes, files: 1, fields: 20, fieldSize: 64 * 1024 } });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = new HttpError(413, API_MESSAGES.fileTooLarge);
      });
      stream.on('end', () => {
        if (info.filename) files[name] = { fileName: info.filename, mimeType: info.mimeType, bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('error', () => reject(new HttpError(400, API_MESSAGES.invalidRequest)));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, files })));
    const raw = (req as Request & { rawBody?: Buffer }).rawBody;
    if (raw) parser.end(raw);
    else req.pipe(parser);
  });
}
