import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the preflight reads of a project: its firebase.json and the files that names. */
export interface FirebaseJson {
  hosting?: { rewrites?: { source?: string; regex?: string; function?: string | { functionId?: string } }[] };
  functions?: { source?: string; runtime?: string } | { source?: string; runtime?: string }[];
  firestore?: { indexes?: string };
  [key: string]: unknown;
}

export interface Project {
  root: string;
  firebase: FirebaseJson;
  readJson<T>(path: string): T;
}

export function projectAt(root: string): Project {
  const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;
  return { root, firebase: readJson<FirebaseJson>('firebase.json'), readJson };
}

export const functionsConfigsOf = (firebase: FirebaseJson) =>
  firebase.functions === undefined ? [] : Array.isArray(firebase.functions) ? firebase.functions : [firebase.functions];

/** The Node major a runtime id names (nodejs24: 24), or null for another language's. */
export const nodeMajorOf = (runtime: string): number | null => {
  const match = /^nodejs(\d+)$/.exec(runtime);
  return match ? Number(match[1]) : null;
};
