/** Test helpers: parse and compare the per-field messages. Used by *.test.ts only. */
import { expect } from 'vitest';
import type { z } from 'zod';
import { issuesByField } from '../errors';

/** The only issue of `input` is `message` at `path` (dotted). */
export function expectOnlyIssue(schema: z.ZodType, input: unknown, path: string, message: string): void {
  expectIssues(schema, input, { [path]: message });
}

/** The issues of `input`, first message per dotted path, are exactly `expected`. */
export function expectIssues(schema: z.ZodType, input: unknown, expected: Record<string, string>): void {
  const result = schema.safeParse(input);
  expect(result.success, 'expected the parse to fail').toBe(false);
  if (!result.success) expect(issuesByField(result.error)).toEqual(expected);
}

/** Parses `input`, failing the test with the messages when it is rejected. */
export function expectValid<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) expect.fail(JSON.stringify(issuesByField(result.error)));
  return result.data as z.output<S>;
}
