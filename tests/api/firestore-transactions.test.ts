import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/firebase';
import { useEmulators } from '../support/stack';

// Transactions as production Firestore isolates them, checked against whichever Firestore the stack
// runs (the official emulator, or the offline one with scripts/stack/firestoreEmulatorTransactions.ts):
// the code's read-modify-writes (stage moves, key records, counters) rely on each of these.
const ALREADY_EXISTS = 6;
let scratch: FirebaseFirestore.CollectionReference;

beforeAll(() => {
  useEmulators();
  scratch = db().collection(`transactions-scratch-${Date.now()}`);
});

/** A promise every caller waits on until `count` callers have arrived. */
function barrier(count: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    if (++arrived >= count) open();
    return opened;
  };
}

describe('Firestore transactions', () => {
  it('serialise read-increment-write: concurrent transactions on one document lose no update', async () => {
    const counter = scratch.doc('counter');
    await counter.set({ n: 0 });
    const parallel = 8;
    // Every transaction has started before any reads: without isolation all of them read 0.
    const allStarted = barrier(parallel);
    const seen: number[] = [];
    await Promise.all(
      Array.from({ length: parallel }, () =>
        db().runTransaction(async (tx) => {
          await allStarted();
          const n = (await tx.get(counter)).get('n') as number;
          tx.update(counter, { n: n + 1 });
          return n;
        }),
      ),
    ).then((reads) => seen.push(...reads));
    expect((await counter.get()).get('n')).toBe(parallel);
    // Each committed attempt read what the one before it wrote.
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: parallel }, (_, i) => i));
  });

  it('serialise a create after a read: of concurrent "create if missing" transactions exactly one creates', async () => {
    const claim = scratch.doc('claim');
    const parallel = 6;
    const allStarted = barrier(parallel);
    const created = await Promise.all(
      Array.from({ length: parallel }, (_, i) =>
        db().runTransaction(async (tx) => {
          await allStarted();
          if ((await tx.get(claim)).exists) return false;
          tx.create(claim, { by: i });
          return true;
        }),
      ),
    );
    expect(created.filter(Boolean)).toHaveLength(1);
  });

  it('finish two transactions that lock two documents in opposite orders (no deadlock)', async () => {
    const [a, b] = [scratch.doc('a'), scratch.doc('b')];
    await Promise.all([a.set({ n: 0 }), b.set({ n: 0 })]);
    const bothRead = barrier(2);
    const swap = (first: typeof a, second: typeof a) =>
      db().runTransaction(async (tx) => {
        const one = await tx.get(first);
        // The first attempts of both hold one lock and then want the other's: one must give way.
        await bothRead();
        const two = await tx.get(second);
        tx.update(first, { n: (one.get('n') as number) + 1 });
        tx.update(second, { n: (two.get('n') as number) + 1 });
      });
    await Promise.all([swap(a, b), swap(b, a)]);
    expect([(await a.get()).get('n'), (await b.get()).get('n')]).toEqual([2, 2]);
  });

  it('keep a query read in a transaction: a concurrent change to a document it answered waits for the commit', async () => {
    const group = scratch.doc('group-x');
    await group.set({ kind: 'x', n: 0 });
    const query = scratch.where('kind', '==', 'x');
    const allStarted = barrier(4);
    await Promise.all(
      Array.from({ length: 4 }, () =>
        db().runTransaction(async (tx) => {
          await allStarted();
          const [doc] = (await tx.get(query)).docs;
          tx.update(doc!.ref, { n: (doc!.get('n') as number) + 1 });
        }),
      ),
    );
    expect((await group.get()).get('n')).toBe(4);
  });

  it("apply a commit all or nothing: a failed create leaves the batch's other writes unstored", async () => {
    const existing = scratch.doc('existing');
    await existing.set({ n: 1 });
    const batch = db().batch();
    batch.set(scratch.doc('written-before'), { n: 1 });
    batch.create(existing, { n: 2 });
    batch.update(scratch.doc('counter-all-or-nothing'), { n: FieldValue.increment(1) });
    await expect(batch.commit()).rejects.toMatchObject({ code: expect.any(Number) });
    expect((await scratch.doc('written-before').get()).exists).toBe(false);
    expect((await existing.get()).data()).toEqual({ n: 1 });
    const again = db().batch();
    again.create(existing, { n: 3 });
    await expect(again.commit()).rejects.toMatchObject({ code: ALREADY_EXISTS });
  });
});
