import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/firebase';
import { useEmulators } from '../support/stack';

// The Firestore operations our code relies on, run against whichever Firestore the stack has
// (the official emulator or the Node one), so a gap shows up here by name rather than as a
// quiet workaround in product code.
const ALREADY_EXISTS = 6;
// `jobs` holds three job-like documents only; the other checks write into `scratch`.
let jobs: FirebaseFirestore.CollectionReference;
let scratch: FirebaseFirestore.CollectionReference;

beforeAll(async () => {
  useEmulators();
  jobs = db().collection(`conformance-jobs-${Date.now()}`);
  scratch = db().collection(`conformance-scratch-${Date.now()}`);
  const batch = db().batch();
  ['Pune', 'Bengaluru', 'Chennai'].forEach((location, i) =>
    batch.set(jobs.doc(`job-${i}`), {
      jobId: `J${i}`,
      owner: i === 2 ? 'a' : 'b',
      location,
      createdAt: Timestamp.fromMillis(1_000 * (i + 1)),
    }),
  );
  await batch.commit();
});

describe('Firestore operations the code uses', () => {
  it('create() refuses an existing document with ALREADY_EXISTS (idempotent notifications)', async () => {
    await scratch.doc('once').create({ n: 1 });
    await expect(scratch.doc('once').create({ n: 2 })).rejects.toMatchObject({ code: ALREADY_EXISTS });
    expect((await scratch.doc('once').get()).data()).toEqual({ n: 1 });
  });

  it('serverTimestamp() is stored as a Timestamp', async () => {
    await scratch.doc('stamped').set({ at: FieldValue.serverTimestamp() });
    expect((await scratch.doc('stamped').get()).get('at')).toBeInstanceOf(Timestamp);
  });

  it('set with merge keeps the other fields', async () => {
    await scratch.doc('merged').set({ a: 1, b: 2 });
    await scratch.doc('merged').set({ b: 3 }, { merge: true });
    expect((await scratch.doc('merged').get()).data()).toEqual({ a: 1, b: 3 });
  });

  it('orderBy(createdAt, desc) returns newest first', async () => {
    const snapshot = await jobs.orderBy('createdAt', 'desc').get();
    expect(snapshot.docs.map((d) => d.get('location'))).toEqual(['Chennai', 'Bengaluru', 'Pune']);
  });

  it('where == (one and two fields) with limit(1)', async () => {
    const one = await jobs.where('jobId', '==', 'J1').limit(1).get();
    expect(one.docs.map((d) => d.id)).toEqual(['job-1']);
    const two = await jobs.where('owner', '==', 'a').where('jobId', '==', 'J2').limit(1).get();
    expect(two.docs.map((d) => d.id)).toEqual(['job-2']);
    const none = await jobs.where('owner', '==', 'a').where('jobId', '==', 'J1').limit(1).get();
    expect(none.empty).toBe(true);
  });

  it('select() returns at least the selected field', async () => {
    const snapshot = await jobs.where('jobId', '>=', 'J').select('location').get();
    expect(snapshot.docs.map((d) => d.get('location')).sort()).toEqual(['Bengaluru', 'Chennai', 'Pune']);
  });

  it('count() aggregates', async () => {
    const snapshot = await jobs.where('owner', '==', 'b').count().get();
    expect(snapshot.data().count).toBe(2);
  });

  it('onSnapshot delivers added documents (the offline relay depends on it)', async () => {
    const seen = await new Promise<string[]>((resolve, reject) => {
      const ids: string[] = [];
      const unsubscribe = jobs.where('owner', '==', 'b').onSnapshot((snapshot) => {
        for (const change of snapshot.docChanges()) if (change.type === 'added') ids.push(change.doc.id);
        if (ids.includes('late')) {
          unsubscribe();
          resolve(ids);
        }
      }, reject);
      setTimeout(() => void jobs.doc('late').set({ owner: 'b' }), 200);
    });
    expect(seen).toEqual(expect.arrayContaining(['job-0', 'job-1', 'late']));
  });

  it('delete() removes a document', async () => {
    await scratch.doc('gone').set({ x: 1 });
    await scratch.doc('gone').delete();
    expect((await scratch.doc('gone').get()).exists).toBe(false);
  });
});
