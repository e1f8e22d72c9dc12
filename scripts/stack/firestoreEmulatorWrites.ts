import type * as Emulator from '@firestore-emulator/server';

type StateFields = Record<string, { type: string; value: unknown; constructor: new (value: unknown) => unknown }>;
interface WrittenValue {
  has_map_value: boolean;
  map_value: { fields: Map<string, WrittenValue> };
}
/** What the patch reads of a write (the emulator's v1 Write message). */
interface Write {
  has_update: boolean;
  has_current_document: boolean;
  has_update_mask: boolean;
  update: { name: string; fields: Map<string, WrittenValue> };
  update_mask?: { field_paths: string[] };
}
interface StateDocument {
  metadata: { hasExist: boolean };
  fields: StateFields;
}

/** A field path's segments: `a.b` is two, a backquoted segment (`` `a.b` ``) one. */
export function segmentsOf(path: string): string[] {
  const segments: string[] = [];
  let at = 0;
  while (at < path.length) {
    let segment = '';
    if (path[at] === '`') {
      at++;
      while (at < path.length && path[at] !== '`') {
        if (path[at] === '\\') at++;
        segment += path[at++] ?? '';
      }
      at++;
    } else {
      const end = path.indexOf('.', at);
      segment = path.slice(at, end < 0 ? path.length : end);
      at += segment.length;
    }
    segments.push(segment);
    if (path[at] === '.') at++;
  }
  return segments;
}

const writes = (fields: Map<string, WrittenValue>, [head, ...rest]: string[]): boolean => {
  const value = fields.get(head!);
  if (!value) return false;
  return rest.length === 0 || (value.has_map_value && writes(value.map_value.fields, rest));
};

function without(fields: StateFields, [head, ...rest]: string[]): StateFields {
  if (!Object.hasOwn(fields, head!)) return fields;
  const copy = { ...fields };
  if (rest.length === 0) delete copy[head!];
  else {
    const map = copy[head!]!;
    if (map.type !== 'map_value') return fields;
    copy[head!] = new map.constructor(without(map.value as StateFields, rest)) as StateFields[string];
  }
  return copy;
}

/**
 * Makes the Node Firestore emulator's writes replace and delete as Firestore does. It merges every
 * write into the stored fields: a `set` without merge kept the fields it did not name, and a field
 * an update's mask names without a value (FieldValue.delete()) stayed. Before such a write to an
 * existing document, this empties the document (a set without merge) or takes out the masked
 * fields the write has no value for; the original write then stores the rest and emits its event.
 */
export function patchEmulatorWrites(emulator: typeof Emulator): void {
  const prototype = emulator.FirestoreState.prototype as unknown as {
    writeV1Document(date: Date, write: Write): unknown;
    getDocument(name: string): StateDocument;
  };
  const original = prototype.writeV1Document;
  prototype.writeV1Document = function writeV1Document(date, write) {
    if (write.has_update) {
      const document = this.getDocument(write.update.name);
      if (document.metadata.hasExist) {
        const mask = write.has_update_mask ? (write.update_mask?.field_paths ?? []) : null;
        // A create precondition fails on an existing document: the original refuses it untouched.
        if (mask === null && !write.has_current_document) document.fields = {};
        else if (mask)
          for (const path of mask.map(segmentsOf)) if (!writes(write.update.fields, path)) document.fields = without(document.fields, path);
      }
    }
    return original.call(this, date, write);
  };
}
