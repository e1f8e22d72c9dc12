import { ApiError } from '../../lib/api';

/**
 * The text to show for a failed call: the server's answer (its `message` field, or a plain-text
 * body) when there is one, otherwise `fallback` (network failures, empty or unreadable bodies).
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const { body } = error;
  if (typeof body === 'string') return isPlainMessage(body) ? body.trim() : fallback;
  if (body && typeof body === 'object') {
    const { message } = body as { message?: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/** A short plain-text answer (not an HTML error page from a proxy or the hosting layer). */
function isPlainMessage(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && trimmed.length <= 500 && !trimmed.startsWith('<');
}

/** The server's per-field messages of a 400 answer (`errors`, keyed by dotted path), or {}. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return {};
  const { errors } = error.body as { errors?: unknown };
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter(
      (entry): entry is [string, string] => entry[0] !== '' && typeof entry[1] === 'string',
    ),
  );
}
