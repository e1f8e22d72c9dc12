/** Every field of every request body in the endpoint table has a maximum length, so no public write can store an unbounded text. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LONG_TEXT_MAX_LENGTH } from '../constants';
import { ENDPOINT_SCHEMAS } from './endpointSchemas';

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

/** Paths of every field of `schema`, nested objects and list items included (a list item is index 0). */
function fieldPaths(schema: JsonSchema, prefix: (string | number)[] = []): (string | number)[][] {
  if (schema.properties) return Object.entries(schema.properties).flatMap(([key, child]) => fieldPaths(child, [...prefix, key]));
  if (schema.items) return fieldPaths(schema.items, [...prefix, 0]);
  return [prefix];
}

/** An input that holds `value` at `path` and nothing else. */
function inputWith(path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  return typeof head === 'number' ? [inputWith(rest, value)] : { [head]: inputWith(rest, value) };
}

const bodies = Object.entries(ENDPOINT_SCHEMAS).flatMap(([name, { body }]) => (body ? [[name, body] as const] : []));
const TOO_LONG = 'a'.repeat(LONG_TEXT_MAX_LENGTH + 1);

describe('request bodies accept no unbounded text', () => {
  it.each(bodies)('%s refuses a text one character over the longest limit in every field', (_name, body) => {
    const paths = fieldPaths(z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
    expect(paths.length).toBeGreaterThan(0);
    const accepted = paths.filter((path) => {
      const result = body.safeParse(inputWith(path, TOO_LONG));
      return result.success || !result.error.issues.some((issue) => issue.path.join('.') === path.join('.'));
    });
    expect(accepted.map((path) => path.join('.'))).toEqual([]);
  });
});
