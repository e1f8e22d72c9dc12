import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
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

  it('set without merge replaces the whole document', async () => {
    await scratch.doc('replaced').set({ a: 1, b: 2, nested: { x: 1, y: 2 } });
    await scratch.doc('replaced').set({ a: 3, nested: { x: 4 } });
    expect((await scratch.doc('replaced').get()).data()).toEqual({ a: 3, nested: { x: 4 } });
  });

  it('update with FieldValue.delete() removes the field, and in a transaction too', async () => {
    await scratch.doc('trimmed').set({ a: 1, b: 2, c: 3 });
    await scratch.doc('trimmed').update({ a: 2, b: FieldValue.delete() });
    expect((await scratch.doc('trimmed').get()).data()).toEqual({ a: 2, c: 3 });
    await db().runTransaction(async (tx) => {
      await tx.get(scratch.doc('trimmed'));
      tx.update(scratch.doc('trimmed'), { c: FieldValue.delete() });
    });
    expect((await scratch.doc('trimmed').get()).data()).toEqual({ a: 2 });
    // A transform in an update adds to the stored value (the counts kept on jobs and profiles).
    await scratch.doc('trimmed').update({ a: FieldValue.increment(1) });
    await scratch.doc('trimmed').update({ a: FieldValue.increment(1), b: 'back' });
    expect((await scratch.doc('trimmed').get()).data()).toEqual({ a: 4, b: 'back' });
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

  describe('paging (the paged admin lists)', () => {
    let pages: FirebaseFirestore.CollectionReference;
    beforeAll(async () => {
      pages = db().collection(`conformance-pages-${Date.now()}`);
      const batch = db().batch();
      // Two rows share each score, so only the document id tells them apart.
      for (const [id, score] of [
        ['a', 1],
        ['b', 1],
        ['c', 2],
        ['d', 2],
        ['e', 3],
      ] as const)
        batch.set(pages.doc(id), { score, tokens: id === 'e' ? ['x'] : ['x', 'y'], note: id === 'a' ? null : id });
      batch.set(pages.doc('unscored'), { tokens: ['x'] });
      await batch.commit();
    });
    const ids = (snapshot: FirebaseFirestore.QuerySnapshot) => snapshot.docs.map((doc) => doc.id);
    const byScore = () => pages.orderBy('score', 'desc').orderBy(FieldPath.documentId(), 'desc');

    it('orders by a field and then by document id, leaving out documents without the field', async () => {
      expect(ids(await byScore().get())).toEqual(['e', 'd', 'c', 'b', 'a']);
      expect(ids(await pages.orderBy('score').get())).toEqual(['a', 'b', 'c', 'd', 'e']);
    });

    it('startAfter a (value, id) cursor continues exactly after that row', async () => {
      expect(ids(await byScore().startAfter(2, 'd').limit(2).get())).toEqual(['c', 'b']);
      expect(ids(await byScore().startAt(2, 'd').limit(2).get())).toEqual(['d', 'c']);
      expect(ids(await byScore().endBefore(1, 'b').get())).toEqual(['e', 'd', 'c']);
      expect(ids(await byScore().endAt(1, 'b').get())).toEqual(['e', 'd', 'c', 'b']);
    });

    it('startAfter a snapshot, offset, and a range with array-contains', async () => {
      const first = await byScore().limit(2).get();
      expect(ids(await byScore().startAfter(first.docs[1]!).get())).toEqual(['c', 'b', 'a']);
      expect(ids(await byScore().offset(3).get())).toEqual(['b', 'a']);
      const ranged = pages.where('tokens', 'array-contains', 'y').where('score', '>=', 2).orderBy('score', 'desc');
      expect(ids(await ranged.orderBy(FieldPath.documentId(), 'desc').get())).toEqual(['d', 'c']);
      expect((await pages.where('tokens', 'array-contains', 'x').count().get()).data().count).toBe(6);
    });

    it('== null matches stored nulls only', async () => {
      expect(ids(await pages.where('note', '==', null).get())).toEqual(['a']);
    });
  });
});
