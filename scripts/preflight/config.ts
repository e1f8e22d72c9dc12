import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { Project } from './project';

/** firebase.json against firebase-tools' own config schema, validated as firebase-tools validates it. */
export function configProblems(project: Project, toolsRoot: string): string[] {
  const schema = JSON.parse(readFileSync(join(toolsRoot, 'node_modules/firebase-tools/schema/firebase-config.json'), 'utf8')) as object;
  const ajv = new Ajv({ allowUnionTypes: true, allErrors: true, strict: false });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  if (validate(project.firebase)) return [];
  // An anyOf (functions: one config or a list) reports every branch; the additional keys name the fault.
  const errors = validate.errors ?? [];
  const telling = errors.filter((error) => error.keyword === 'additionalProperties');
  return (telling.length ? telling : errors).map((error) => {
    const where = error.instancePath || '(top level)';
    const extra = error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : '';
    return `firebase.json does not match firebase-tools' config schema: ${where} ${error.message ?? 'is invalid'}${extra}`;
  });
}
