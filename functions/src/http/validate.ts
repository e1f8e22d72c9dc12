import { validationErrorBody } from '@careers/domain';
import type { z } from 'zod';
import { HttpError } from './errors';

/** Parses input with the shared schema; a broken rule answers 400 with the rule's own message. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const { message, errors } = validationErrorBody(result.error);
  throw new HttpError(400, message, errors);
}
