/** Turning a ZodError into the API's 400 body `{ message, errors }`. */
import type { z } from 'zod';
import { API_MESSAGES } from './messages';

/** The message of the first issue (the API's `message`). */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? API_MESSAGES.invalidRequest;
}

/** The first message per field, keyed by dotted path ('location.pincode'; '' for the whole body). */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string>;
}

/** The body of a 400 answer for a failed parse. */
export function validationErrorBody(error: z.ZodError): ValidationErrorBody {
  return { message: firstIssueMessage(error), errors: issuesByField(error) };
}
