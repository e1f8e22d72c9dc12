import type { z } from 'zod';
import { HttpError } from './errors';

/** Parses input with the shared schema; a broken rule answers 400 with the rule's own message. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid request', errors);
}
