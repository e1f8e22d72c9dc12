import busboy from 'busboy';
import type { Request } from 'express';
import { API_MESSAGES, MAX_RESUME_BYTES } from '@careers/domain';
import { HttpError } from './errors';

export interface UploadedFile {
  /** The name as the visitor's file had it, decoded as UTF-8 (display only; never a storage path). */
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/** Largest text field of a multipart form (the longest schema field is far below it). */
export const MAX_MULTIPART_FIELD_BYTES = 64 * 1024;

const tooLarge = (message: string = API_MESSAGES.payloadTooLarge) => new HttpError(413, message);
const malformed = () => new HttpError(400, API_MESSAGES.invalidRequest);

/**
 * Reads a multipart/form-data body. Cloud Functions (and its emulator) have already read the
 * stream into req.rawBody, so busboy is fed from there when present. A body busboy cannot read
 * (no boundary, cut short) is a 400; a file over `maxFileBytes` (exactly `maxFileBytes` passes),
 * a field over MAX_MULTIPART_FIELD_BYTES, a second file or too many fields are 413s.
 */
export function readMultipart(req: Request, maxFileBytes = MAX_RESUME_BYTES): Promise<MultipartBody> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(new HttpError(415, API_MESSAGES.multipartExpected));
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: Record<string, UploadedFile> = {};
    let failure: HttpError | undefined;
    const fail = (err: HttpError) => (failure ??= err);
    let parser: busboy.Busboy;
    try {
      // fileSize one over the limit: busboy's 'limit' means "more than fileSize bytes were cut off".
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: maxFileBytes + 1, files: 1, fields: 20, fieldSize: MAX_MULTIPART_FIELD_BYTES, parts: 32 },
      });
    } catch {
      reject(malformed()); // no or bad boundary
      return;
    }
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) fail(tooLarge());
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxFileBytes) chunks.push(chunk);
      });
      stream.on('limit', () => fail(tooLarge(API_MESSAGES.fileTooLarge)));
      stream.on('error', () => fail(malformed())); // the body ended inside the file
      stream.on('end', () => {
        if (size > maxFileBytes) fail(tooLarge(API_MESSAGES.fileTooLarge));
        else if (info.filename) files[name] = { fileName: info.filename, mimeType: info.mimeType, bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('filesLimit', () => fail(tooLarge()));
    parser.on('fieldsLimit', () => fail(tooLarge()));
    parser.on('partsLimit', () => fail(tooLarge()));
    parser.on('error', () => reject(failure ?? malformed()));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, files })));
    const raw = (req as Request & { rawBody?: Buffer }).rawBody;
    if (raw) parser.end(raw);
    else req.pipe(parser);
  });
}
