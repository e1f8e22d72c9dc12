import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverFieldErrors } from './serverMessage';

/** Shows the server's per-field messages (400 `errors`, keyed by dotted path) on the matching fields. */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly string[],
) {
  for (const [path, message] of Object.entries(serverFieldErrors(error))) {
    if (fields.some((field) => path === field || path.startsWith(`${field}.`))) setError(path as Path<Values>, { type: 'server', message });
  }
}
