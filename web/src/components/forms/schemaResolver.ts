import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { config, type z } from 'zod';

// Zod probes `new Function` to compile fast validators; the pages' CSP forbids eval, so the probe is
// a CSP violation. Interpret the schemas instead (forms validate a few fields: no measurable cost).
// Set here, where the forms' schemas come in, so pages without a form never load zod.
config({ jitless: true });

/**
 * zodResolver for a form whose values are what the inputs hold (strings, string lists) while the
 * schema's input type is looser or narrower (numeric strings, option literals, preprocessors).
 * The schema still does all the checking; only the static types are bridged here.
 */
export function schemaResolver<Values extends FieldValues, Output>(schema: z.ZodType<Output>): Resolver<Values, unknown, Output> {
  return zodResolver(schema as unknown as z.ZodType<Output, Values>) as Resolver<Values, unknown, Output>;
}
