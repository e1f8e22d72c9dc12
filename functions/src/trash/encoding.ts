import { Timestamp } from 'firebase-admin/firestore';

const TIMESTAMP_KEY = '__timestamp';

/**
 * A record's fields as one text, its timestamps kept exactly (seconds and nanoseconds), for a
 * trash entry: one flat field instead of a nested copy of the record (nothing queries inside it,
 * and the offline emulator writes nested maps several times slower). Our records hold text,
 * numbers, booleans, null, lists, maps and timestamps; nothing else survives the trip.
 */
export function encodeFields(fields: unknown): string {
  return JSON.stringify(fields, function keepTimestamps(this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    return raw instanceof Timestamp ? { [TIMESTAMP_KEY]: [raw.seconds, raw.nanoseconds] } : value;
  });
}

/** The fields encodeFields wrote, timestamps as Timestamps again. */
export function decodeFields<T = Record<string, unknown>>(text: string): T {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const stamp = (value as Record<string, unknown>)[TIMESTAMP_KEY];
    return Object.keys(value).length === 1 && Array.isArray(stamp) ? new Timestamp(stamp[0] as number, stamp[1] as number) : value;
  }) as T;
}
