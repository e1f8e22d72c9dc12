import { API_MESSAGES } from '@careers/domain';
import type { ErrorRequestHandler, RequestHandler } from 'express';

/** An error the API answers with its status and `{ message }` (plus per-field `errors` on 400). */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => next(new HttpError(404, API_MESSAGES.notFound));

export const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  if (err instanceof HttpError) {
    res.status(err.status).json(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
    return;
  }
  // body-parser errors carry a status (malformed JSON 400, payload too large 413).
  const status = typeof err?.status === 'number' ? err.status : 500;
  if (status === 400) return void res.status(400).json({ message: API_MESSAGES.invalidRequest });
  if (status === 413) return void res.status(413).json({ message: API_MESSAGES.fileTooLarge });
  console.error(err);
  res.status(500).json({ message: API_MESSAGES.internalError });
};
