import { readFileSync } from 'node:fs';
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { PROJECT_ID } from '../../scripts/stack/paths';

// Runs only under `firebase emulators:exec --only firestore,storage` (see scripts/test.ts).
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
    storage: { rules: readFileSync('storage.rules', 'utf8') },
  });
});
afterAll(() => env?.cleanup());

describe('clients never reach Firestore or Storage directly', () => {
  for (const [who, context] of [
    ['a visitor', () => env.unauthenticatedContext()],
    ['an admin', () => env.authenticatedContext('admin-uid', { role: 'admin' })],
  ] as const) {
    it(`denies ${who} reading and writing Firestore`, async () => {
      const db = context().firestore();
      await assertFails(db.collection('jobs').get());
      await assertFails(db.collection('resumes').doc('x').set({ name: 'x' }));
      await assertFails(db.collection('audit').get());
      await assertFails(db.collection('audit').doc('x').set({ summary: 'x' }));
    });
    it(`denies ${who} reading and writing Storage`, async () => {
      const storage = context().storage();
      await assertFails(storage.ref('resumes/x.pdf').getDownloadURL());
      await assertFails(storage.ref('resumes/x.pdf').putString('x').then());
    });
  }
});
