import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { fileStore } from '../files';
import { decodeFields } from '../trash/encoding';
import type { ErasedRecord } from './erase';
import { PERSON_SOURCES } from './sources';
import type { ZipEntry } from './zip';

/** Firestore values as JSON: timestamps as ISO text. */
const plain = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, function isoTimestamps(this: Record<string, unknown>, key, json: unknown) {
      const raw = this[key];
      return raw instanceof Timestamp ? raw.toDate().toISOString() : json;
    }),
  );

/** A trash entry's record, notifications and dependents (an application's interviews), stored as text, as the fields they were. */
function withTrashDecoded(data: Record<string, unknown>): Record<string, unknown> {
  const decoded = { ...data };
  for (const field of ['data', 'notifications', 'dependents'])
    if (typeof data[field] === 'string') decoded[field] = decodeFields(data[field]);
  return decoded;
}

async function exportedRecord({ kind, doc }: ErasedRecord) {
  const data = doc.data() ?? {};
  const subcollections = PERSON_SOURCES[kind].subcollections ?? [];
  const children = await Promise.all(subcollections.map(async (name) => [name, (await doc.ref.collection(name).get()).docs] as const));
  const history = Object.fromEntries(children.map(([name, docs]) => [name, docs.map((child: DocumentSnapshot) => child.data())]));
  return plain({ kind, id: doc.id, data: kind === 'trash' ? withTrashDecoded(data) : data, ...history });
}

/** The path a stored file takes in the archive: under its record, with its own name. */
const archivePath = ({ kind, doc }: ErasedRecord, path: string) => `files/${kind}/${doc.id}/${path.split('/').pop()}`;

/**
 * One person's records as ZIP entries: records.json (every field of every record, histories
 * included, as the email's JSON) and each stored file that is still there.
 */
export async function exportEntries(email: string, records: readonly ErasedRecord[]): Promise<ZipEntry[]> {
  const json = { email, exportedAt: new Date().toISOString(), records: await Promise.all(records.map(exportedRecord)) };
  const files = await Promise.all(
    records.flatMap((record) =>
      PERSON_SOURCES[record.kind].files(record.doc).map(async (path) => {
        const bytes = await fileStore().read(path);
        return bytes ? [{ name: archivePath(record, path), bytes }] : [];
      }),
    ),
  );
  return [{ name: 'records.json', bytes: Buffer.from(JSON.stringify(json, null, 2)) }, ...files.flat()];
}
