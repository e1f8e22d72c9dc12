import { storedFieldsOf, type AdminResourceDefinition, type ComputedFieldKey } from '@careers/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { isoOf } from '../jobs/records';

/** A stored value as the admin tables show it: timestamps as ISO text, everything else as stored. */
function leanValue(value: unknown): unknown {
  const iso = value !== null && typeof value === 'object' && !Array.isArray(value) ? isoOf(value) : null;
  return iso ?? value ?? null;
}

/**
 * The one record mapper of the admin lists: `_id` (the document id) and only the named fields,
 * timestamps as ISO text, missing fields as null. Lean rows keep a 10,000-row list one response.
 */
export function leanRow(doc: DocumentSnapshot, fields: readonly string[]): Record<string, unknown> & { _id: string } {
  const data = doc.data() ?? {};
  return { _id: doc.id, ...Object.fromEntries(fields.map((field) => [field, leanValue(data[field])])) };
}

/** What the server computes for the fields a definition marks `computed` (none: no argument). */
export type ComputedFields<D extends AdminResourceDefinition> = [ComputedFieldKey<D>] extends [never]
  ? []
  : [Record<ComputedFieldKey<D>, unknown>];

/**
 * The row maker of an admin list: its definition's stored fields (leanRow), then the fields computed
 * for the row. The stored fields are picked from the definition once, not once per row.
 */
export function adminRowOf<D extends AdminResourceDefinition>(definition: D) {
  const stored = storedFieldsOf(definition);
  return (doc: DocumentSnapshot, ...computed: ComputedFields<D>): Record<string, unknown> & { _id: string } => ({
    ...leanRow(doc, stored),
    ...computed[0],
  });
}
