import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@careers/domain';
import { MAX_MULTIPART_FIELD_BYTES, readMultipart } from './multipart';

const BOUNDARY = 'xYzBoundary';

/** A request as the Functions runtime hands it over: headers and the raw body already read. */
function request(body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`): Request {
  const headers = { 'content-type': contentType, 'content-length': String(body.length) };
  return { headers, rawBody: body, is: (type: string) => (contentType.startsWith(type) ? type : false) } as unknown as Request;
}

const part = (headers: string, content: Buffer | string) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);
const field = (name: string, value: string) => part(`Content-Disposition: form-data; name="${name}"`, value);
const file = (fileNameHeader: string, bytes: Buffer) =>
  part(`Content-Disposition: form-data; name="resume"; ${fileNameHeader}\r\nContent-Type: application/pdf`, bytes);
const body = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);

async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => expect.fail('expected a refusal'),
    (err: unknown) => err,
  );
}

describe('readMultipart', () => {
  it('reads fields and a file, keeping a UTF-8 file name intact', async () => {
    const { fields, files } = await readMultipart(request(body(field('name', 'राम'), file('filename="résumé.pdf"', Buffer.from('%PDF-')))));
    expect(fields.name).toBe('राम');
    expect(files.resume?.fileName).toBe('résumé.pdf');
  });

  it('takes a file of exactly the limit and refuses one byte more with 413', async () => {
    const limit = 1024;
    const exact = await readMultipart(request(body(file('filename="a.pdf"', Buffer.alloc(limit, 1)))), limit);
    expect(exact.files.resume?.bytes.length).toBe(limit);
    expect(await failure(readMultipart(request(body(file('filename="a.pdf"', Buffer.alloc(limit + 1, 1)))), limit))).toMatchObject({
      status: 413,
      message: API_MESSAGES.fileTooLarge,
    });
  });

  it('answers 400 with no boundary and for a body cut short', async () => {
    expect(await failure(readMultipart(request(body(field('a', 'b')), 'multipart/form-data')))).toMatchObject({ status: 400 });
    const cut = body(field('name', 'Asha'), file('filename="a.pdf"', Buffer.alloc(100, 1)));
    expect(await failure(readMultipart(request(cut.subarray(0, cut.length - 60))))).toMatchObject({ status: 400 });
  });

  it('answers 413 for a field over the field limit and for a second file, never cutting silently', async () => {
    expect(await failure(readMultipart(request(body(field('name', 'a'.repeat(MAX_MULTIPART_FIELD_BYTES + 1))))))).toMatchObject({
      status: 413,
    });
    const two = body(file('filename="a.pdf"', Buffer.from('%PDF-')), file('filename="b.pdf"', Buffer.from('%PDF-')));
    expect(await failure(readMultipart(request(two)))).toMatchObject({ status: 413 });
  });
});
