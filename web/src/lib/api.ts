import { IDEMPOTENCY_KEY_HEADER } from '@careers/domain';

/** A non-2xx answer from the API; `message` is the server's `message` field when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export interface ApiFetchOptions extends Omit<RequestInit, 'body'> {
  /** A plain value is sent as JSON; FormData, Blob and strings are sent as they are. */
  body?: unknown;
  /** Skip the Authorization header (and loading Firebase Auth); use it for the public calls. */
  anonymous?: boolean;
  /**
   * Make a submission exactly-once: `true` sends a new Idempotency-Key for this call (a string is
   * used as the key), and the call is retried with the SAME key when the network drops or the
   * server answers 502-504, so the server stores it once whatever happened to the first answer.
   */
  idempotent?: boolean | string;
  /**
   * 'blob' answers the body as a Blob (files such as resumes) instead of JSON or text; 'stream' the
   * Response itself, its body unread (a download read as it arrives).
   */
  responseType?: 'json' | 'blob' | 'stream';
}

/** Tries after the first for an idempotent call, and the pause before each. */
const IDEMPOTENT_RETRY_DELAYS_MS = [500, 1500];
const RETRYABLE_STATUS = new Set([502, 503, 504]);

/** A fresh Idempotency-Key (the pattern the API accepts: IDEMPOTENCY_KEY_PATTERN). */
export const newIdempotencyKey = (): string => crypto.randomUUID();

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'string' && body.trim()) return body;
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return fallback;
}

/**
 * The signed-in user's ID token, or null. Firebase Auth is imported on demand so that it stays out
 * of the public pages' bundle; inside the affiliate and admin areas it is already loaded.
 */
async function currentIdToken(): Promise<string | null> {
  const { auth } = await import('./firebase');
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

/** Runs `send` again (same request, same key) after a network error or a 502-504, a few times. */
async function withRetries(send: () => Promise<Response>): Promise<Response> {
  for (const delay of IDEMPOTENT_RETRY_DELAYS_MS) {
    try {
      const response = await send();
      if (!RETRYABLE_STATUS.has(response.status)) return response;
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  return send();
}

/**
 * Calls the same-origin API at `path`, made by `apiPath(ENDPOINTS.x, params, query)`. Sends JSON,
 * reads JSON (or text), attaches the signed-in user's Firebase ID token, and throws ApiError on a
 * non-2xx answer.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { body, anonymous, idempotent, responseType, headers: given, ...init } = options;
  const headers = new Headers(given);
  if (idempotent) headers.set(IDEMPOTENCY_KEY_HEADER, typeof idempotent === 'string' ? idempotent : newIdempotencyKey());
  if (!headers.has('Accept')) headers.set('Accept', responseType && responseType !== 'json' ? '*/*' : 'application/json');

  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) payload = body;
    else {
      payload = JSON.stringify(body);
      headers.set('Content-Type', 'application/json');
    }
  }

  if (!anonymous && !headers.has('Authorization')) {
    const token = await currentIdToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }

  const send = () => fetch(path, { ...init, headers, body: payload });
  const response = idempotent ? await withRetries(send) : await send();
  if (responseType === 'blob' && response.ok) return (await response.blob()) as T;
  if (responseType === 'stream' && response.ok) return response as T;
  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, messageOf(data, response.statusText || 'Request failed'), data);
  return data as T;
}
