import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FirestoreServer } from '@firestore-emulator/server';
import { LockTable, abortedError, type LockOwner } from './firestoreEmulatorLocks';

/**
 * Makes the offline Firestore emulator isolate transactions as production does. As published it
 * hands every transaction one dummy id, never locks or checks what a transaction read, and applies
 * a commit's writes one by one (a failed precondition left the earlier writes stored). So two
 * read-modify-write transactions on one document both read the old value and both commit: a lost
 * update. This wraps its gRPC calls:
 *
 * - each transaction gets an id of its own; its reads (documents by name, and the documents a query
 *   answers) lock those documents until it commits or rolls back (firestoreEmulatorLocks.ts);
 * - every commit, in a transaction or not, first waits for the locks of the documents it writes,
 *   then checks all its preconditions (create, update) before applying any write: all or nothing.
 *
 * Read-only transactions and reads outside transactions take no locks and read what is committed.
 */

const SERVICE = '/google.firestore.v1.Firestore/';
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;

/** A retried transaction names the one before it: it keeps that one's age, so it is not starved. */
const AGES_KEPT = 10_000;

interface TransactionOptions {
  has_read_only: boolean;
  read_write?: { retry_transaction?: Uint8Array };
}
interface ReadRequest {
  transaction: Uint8Array;
  has_new_transaction: boolean;
  new_transaction: TransactionOptions;
}
interface BatchGetRequest extends ReadRequest {
  documents: string[];
}
interface QueryRequest extends ReadRequest {
  parent: string;
  structured_query?: unknown;
  structured_aggregation_query?: { structured_query: unknown };
}
interface Write {
  has_update: boolean;
  update: { name: string };
  has_delete: boolean;
  delete: string;
  has_transform: boolean;
  transform: { document: string };
  has_current_document: boolean;
  current_document: { has_exists: boolean; exists: boolean };
}
interface CommitRequest {
  transaction: Uint8Array;
  writes: Write[];
}

type Callback = (error: (Error & { code?: number }) | null, value?: unknown) => void;
interface Call<Request> {
  request: Request;
  write(message: unknown): boolean;
  end(): void;
  emit(event: 'error', error: unknown): boolean;
}
interface Handler {
  func: (call: Call<unknown>, callback?: Callback) => void;
}
interface StateDocument {
  metadata: { hasExist: boolean };
  getPath(): string;
}
interface State {
  getDocument(path: string): StateDocument;
  v1Query(parent: string, query: unknown): StateDocument[];
}

const hex = (id: Uint8Array) => Buffer.from(id).toString('hex');

interface Transaction extends LockOwner {
  readOnly: boolean;
}

export function isolateTransactions(firestore: FirestoreServer): void {
  const { handlers } = (firestore as unknown as { server: { handlers: Map<string, Handler> } }).server;
  const state = firestore.state as unknown as State;
  type Message = { fromObject(data: object): unknown };
  const { BatchGetDocumentsResponse, BeginTransactionResponse } = createRequire(
    createRequire(import.meta.url).resolve('@firestore-emulator/server'),
  )('@firestore-emulator/proto/dist/google/firestore/v1/firestore') as {
    BatchGetDocumentsResponse: Message;
    BeginTransactionResponse: Message;
  };
  const locks = new LockTable();
  const open = new Map<string, Transaction>();
  const agesOfEnded = new Map<string, number>();

  const begin = (options: TransactionOptions | undefined): Uint8Array => {
    const id = randomBytes(12);
    const retried = options?.read_write?.retry_transaction;
    const age = retried?.length ? agesOfEnded.get(hex(retried)) : undefined;
    open.set(hex(id), { ...locks.newOwner(age), readOnly: Boolean(options?.has_read_only) });
    return id;
  };
  const end = (id: Uint8Array) => {
    const transaction = open.get(hex(id));
    if (!transaction) return;
    open.delete(hex(id));
    locks.release(transaction);
    agesOfEnded.set(hex(id), transaction.age);
    if (agesOfEnded.size > AGES_KEPT) agesOfEnded.delete(agesOfEnded.keys().next().value!);
  };
  /** The transaction a call names; an unknown one (ended) is ABORTED. */
  const named = (id: Uint8Array): Transaction => {
    const transaction = open.get(hex(id));
    if (!transaction) throw abortedError();
    return transaction;
  };

  /** Starts the call's transaction when it asks for a new one; answers it (null outside one). */
  const transactionOf = (request: ReadRequest): { transaction: Transaction | null; started?: Uint8Array } => {
    if (request.has_new_transaction) {
      const id = begin(request.new_transaction);
      // The original handlers then answer with this id, as they do with one the client sent.
      request.transaction = id;
      return { transaction: open.get(hex(id))!, started: id };
    }
    return { transaction: request.transaction?.length ? named(request.transaction) : null };
  };

  const wrap = (name: string, make: (original: Handler['func']) => Handler['func']) => {
    const handler = handlers.get(SERVICE + name);
    if (!handler) throw new Error(`the Firestore emulator has no ${name} call`);
    handler.func = make(handler.func.bind(handler));
  };

  const failStream = (call: Call<unknown>, error: unknown) => {
    call.emit('error', error);
  };

  wrap('BeginTransaction', () => (call, callback) => {
    const { options } = call.request as { options?: TransactionOptions };
    callback!(null, BeginTransactionResponse.fromObject({ transaction: begin(options) }));
  });

  wrap('Rollback', (original) => (call, callback) => {
    end((call.request as { transaction: Uint8Array }).transaction);
    original(call, callback);
  });

  wrap('BatchGetDocuments', (original) => (call) => {
    const request = call.request as BatchGetRequest;
    void (async () => {
      const { transaction, started } = transactionOf(request);
      if (transaction && !transaction.readOnly) await locks.acquire(transaction, request.documents);
      if (started) call.write(BatchGetDocumentsResponse.fromObject({ transaction: started }));
      original(call);
    })().catch((error: unknown) => failStream(call, error));
  });

  /** A query in a transaction locks the documents it answers, then answers what is there once they are held. */
  const lockingQuery = (queryOf: (request: QueryRequest) => unknown) => (original: Handler['func']) => (call: Call<unknown>) => {
    const request = call.request as QueryRequest;
    void (async () => {
      const { transaction } = transactionOf(request);
      if (transaction && !transaction.readOnly) {
        for (;;) {
          const paths = state.v1Query(request.parent, queryOf(request)).map((document) => document.getPath());
          if (transaction.wounded || paths.every((path) => locks.holderOf(path) === transaction)) break;
          await locks.acquire(transaction, paths);
        }
      }
      original(call);
    })().catch((error: unknown) => failStream(call, error));
  };
  wrap(
    'RunQuery',
    lockingQuery((request) => request.structured_query),
  );
  wrap(
    'RunAggregationQuery',
    lockingQuery((request) => request.structured_aggregation_query?.structured_query),
  );

  wrap('Commit', (original) => (call, callback) => {
    const request = call.request as CommitRequest;
    void (async () => {
      const inTransaction = request.transaction?.length > 0;
      const owner = inTransaction ? named(request.transaction) : locks.newOwner();
      try {
        await locks.acquire(owner, request.writes.map(pathOf));
        if (owner.wounded) throw abortedError();
        const refused = preconditionFailure(state, request.writes);
        if (refused) return callback!(refused);
        original(call, callback);
      } finally {
        if (inTransaction) end(request.transaction);
        else locks.release(owner);
      }
    })().catch((error: Error) => callback!(error));
  });
}

const pathOf = (write: Write) => (write.has_delete ? write.delete : write.has_transform ? write.transform.document : write.update.name);

/**
 * The error of the first write whose precondition fails, checked against what the writes before it
 * in the commit leave, or null when all hold: then the writes are applied, else none is.
 */
function preconditionFailure(state: State, writes: readonly Write[]): (Error & { code: number }) | null {
  const exists = new Map<string, boolean>();
  for (const write of writes) {
    const path = pathOf(write);
    const before = exists.get(path) ?? state.getDocument(path).metadata.hasExist;
    if (write.has_current_document && write.current_document.has_exists) {
      if (write.current_document.exists && !before) return Object.assign(new Error(`no entity to update: ${path}`), { code: NOT_FOUND });
      if (!write.current_document.exists && before)
        return Object.assign(new Error(`entity already exists: path=/${path}`), { code: ALREADY_EXISTS });
    }
    exists.set(path, !write.has_delete);
  }
  return null;
}
