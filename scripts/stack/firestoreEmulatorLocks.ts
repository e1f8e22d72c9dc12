/**
 * Document locks for the offline Firestore emulator's transactions, as production Firestore takes
 * them for server clients (pessimistic concurrency): a read in a read-write transaction locks the
 * documents it reads until the transaction commits or rolls back, and every commit waits for the
 * locks of the documents it writes. So two transactions that read and write one document run one
 * after the other, and the second reads what the first wrote.
 *
 * Deadlocks are avoided by wound-wait, as Spanner (under Firestore) does: a transaction that wants
 * a lock held by a younger one wounds it (its locks go at once and its commit fails with ABORTED,
 * which the client library answers by retrying it with its first age), and a younger one waits. A
 * lock whose transaction has been idle for IDLE_MS (a client gone mid-transaction) is taken from it
 * the same way. A wounded transaction's reads are answered without locks rather than refused: its
 * commit fails anyway, and the client library retries a refused streamed read for seconds before
 * the transaction sees the error.
 */

/** A transaction as the lock table knows it. */
export interface LockOwner {
  /** The lower, the older: a retried transaction keeps the age of its first attempt. */
  age: number;
  held: Set<string>;
  wounded: boolean;
  lastActive: number;
}

interface Waiter {
  owner: LockOwner;
  paths: string[];
  resolve(): void;
}

/** How long a transaction may hold locks without a call before a waiting one takes them. */
export const IDLE_MS = 30_000;

export const ABORTED = 10;

/** The gRPC error a wounded transaction's calls answer; the client library retries on it. */
export function abortedError(): Error & { code: number } {
  return Object.assign(new Error('Transaction lock timeout or contention: the transaction was aborted; retry it.'), { code: ABORTED });
}

export class LockTable {
  private readonly holders = new Map<string, LockOwner>();
  private waiters: Waiter[] = [];
  private idleTimer: NodeJS.Timeout | undefined;
  private ages = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** A new owner, younger than every one before it. */
  newOwner(age = ++this.ages): LockOwner {
    return { age, held: new Set(), wounded: false, lastActive: this.now() };
  }

  holderOf(path: string): LockOwner | undefined {
    return this.holders.get(path);
  }

  /**
   * Resolves once `owner` holds every path (all at once, never some of them while waiting for
   * others), or once it is wounded (then holding none).
   */
  acquire(owner: LockOwner, paths: readonly string[]): Promise<void> {
    owner.lastActive = this.now();
    if (owner.wounded) return Promise.resolve();
    const wanted = [...new Set(paths)].filter((path) => this.holders.get(path) !== owner);
    if (!wanted.length) return Promise.resolve();
    for (const path of wanted) {
      const holder = this.holders.get(path);
      if (holder && holder.age > owner.age) this.wound(holder);
    }
    return new Promise((resolve) => {
      this.waiters.push({ owner, paths: wanted, resolve });
      this.waiters.sort((a, b) => a.owner.age - b.owner.age);
      this.grant();
      this.watchIdle();
    });
  }

  /** Gives up every lock of `owner` (its commit or rollback). */
  release(owner: LockOwner): void {
    for (const path of owner.held) if (this.holders.get(path) === owner) this.holders.delete(path);
    owner.held.clear();
    this.grant();
  }

  /** Takes the locks of a younger (or idle) transaction: its commit fails with ABORTED. */
  wound(owner: LockOwner): void {
    owner.wounded = true;
    for (const waiter of this.waiters.filter((one) => one.owner === owner)) waiter.resolve();
    this.waiters = this.waiters.filter((one) => one.owner !== owner);
    this.release(owner);
  }

  /** Grants waiters, oldest first; a path an older waiter still waits for is kept for it. */
  private grant(): void {
    const kept = new Set<string>();
    const waiting: Waiter[] = [];
    for (const waiter of this.waiters) {
      const free = waiter.paths.every((path) => !kept.has(path) && (this.holders.get(path) ?? waiter.owner) === waiter.owner);
      if (free) {
        for (const path of waiter.paths) {
          this.holders.set(path, waiter.owner);
          waiter.owner.held.add(path);
        }
        waiter.resolve();
      } else {
        for (const path of waiter.paths) kept.add(path);
        waiting.push(waiter);
      }
    }
    this.waiters = waiting;
  }

  /** While anyone waits, wounds holders idle for IDLE_MS. */
  private watchIdle(): void {
    if (this.idleTimer || !this.waiters.length) return;
    this.idleTimer = setInterval(() => {
      const now = this.now();
      for (const waiter of [...this.waiters]) {
        for (const path of waiter.paths) {
          const holder = this.holders.get(path);
          if (holder && holder !== waiter.owner && now - holder.lastActive >= IDLE_MS) this.wound(holder);
        }
      }
      if (!this.waiters.length) {
        clearInterval(this.idleTimer);
        this.idleTimer = undefined;
      }
    }, 1_000);
    this.idleTimer.unref();
  }
}
