import { describe, expect, it } from 'vitest';
import { LockTable } from './firestoreEmulatorLocks';

/** Whether the promise has settled by the time queued callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('the emulator lock table', () => {
  it('lets one owner hold a document until it releases it, then grants the next, oldest first', async () => {
    const locks = new LockTable();
    const [first, second, third] = [locks.newOwner(), locks.newOwner(), locks.newOwner()];
    await locks.acquire(first, ['d']);
    const thirdWaits = locks.acquire(third, ['d']);
    const secondWaits = locks.acquire(second, ['d']);
    expect(await settled(secondWaits)).toBe(false);
    locks.release(first);
    expect(await settled(secondWaits)).toBe(true);
    expect(await settled(thirdWaits)).toBe(false);
    locks.release(second);
    expect(await settled(thirdWaits)).toBe(true);
    expect(locks.holderOf('d')).toBe(third);
  });

  it('takes every document of a call at once, never some while waiting for the others', async () => {
    const locks = new LockTable();
    const [holder, waiter] = [locks.newOwner(), locks.newOwner()];
    await locks.acquire(holder, ['b']);
    const waits = locks.acquire(waiter, ['a', 'b']);
    expect(await settled(waits)).toBe(false);
    expect(locks.holderOf('a')).toBeUndefined();
    locks.release(holder);
    await waits;
    expect([locks.holderOf('a'), locks.holderOf('b')]).toEqual([waiter, waiter]);
  });

  it('wounds a younger holder that an older owner waits for: its locks go, and it is marked to abort', async () => {
    const locks = new LockTable();
    const [older, younger] = [locks.newOwner(), locks.newOwner()];
    await locks.acquire(older, ['a']);
    await locks.acquire(younger, ['b']);
    // The younger waits for the older; the older, wanting the younger's document, wounds it.
    const youngerWaits = locks.acquire(younger, ['a']);
    await locks.acquire(older, ['b']);
    expect(younger.wounded).toBe(true);
    expect(older.wounded).toBe(false);
    expect(locks.holderOf('b')).toBe(older);
    // The wounded one's read goes on without a lock: its commit is what fails.
    await youngerWaits;
    expect(locks.holderOf('a')).toBe(older);
  });

  it('keeps the age a retried owner is given', () => {
    const locks = new LockTable();
    const first = locks.newOwner();
    locks.newOwner();
    expect(locks.newOwner(first.age).age).toBe(first.age);
  });
});
