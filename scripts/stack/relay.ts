import type { EventEmitter } from 'node:events';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { NOTIFICATION_SOURCES, notificationId, notifyCreated, type NotificationSource } from '../../functions/src/triggers/notifications';

/** What the in-process Node Firestore emulator emits on every write (its `state.emitter`). */
export type DocumentEvents = Pick<EventEmitter, 'on' | 'off'>;
interface CreatedEvent {
  document: { getPath(): string };
}

/** `contacts/abc` for a top-level document, from the emulator's full resource name. */
function topLevelPath(fullName: string): { collection: string; id: string } | null {
  const [collection, id, ...rest] = fullName.split('/documents/')[1]?.split('/') ?? [];
  return collection && id && rest.length === 0 ? { collection, id } : null;
}

const isSource = (collection: string): collection is NotificationSource => collection in NOTIFICATION_SOURCES;

/**
 * Offline stack only: the Node Firestore emulator has no trigger delivery, so this relay hands
 * every created source document to the production trigger handler (idempotent: the notification id
 * derives from the source document). It also prints the mail outbox, which the Trigger Email
 * extension would send in production.
 *
 * It listens to the emulator's own in-process "create-document" events, not to Firestore
 * listeners: that emulator answers EVERY write anywhere by re-running each open listener's whole
 * query, comparing the paths quadratically and re-sending the entire collection, so collection
 * listeners made each write cost O(collection size) for all of them (a burst of parallel posts
 * starved the functions into 504s, and a production-size seed made it unusable).
 */
export function startRelay(events: DocumentEvents, log: (line: string) => void): () => void {
  const failed = (what: string) => (err: unknown) => log(`relay: ${what} failed: ${err}`);
  // Created documents are handled in groups (one getAll of the sources and one of their
  // notifications per group), so bulk-seeded data with its notifications costs two reads per batch.
  let pending: { collection: NotificationSource; id: string }[] = [];
  const flush = () => {
    const group = pending;
    pending = [];
    const firestore = db();
    const sources = group.map(({ collection, id }) => firestore.collection(collection).doc(id));
    const notices = group.map(({ collection, id }) => firestore.collection(COLLECTIONS.notifications).doc(notificationId(collection, id)));
    Promise.all([firestore.getAll(...sources), firestore.getAll(...notices)])
      .then(([docs, notified]) =>
        Promise.all(
          group.map(({ collection, id }, i) =>
            docs[i]!.exists && !notified[i]!.exists ? notifyCreated(collection, id, docs[i]!.data()!) : undefined,
          ),
        ),
      )
      .catch(failed(`${group.length} created documents`));
  };
  const onCreate = ({ document }: CreatedEvent) => {
    const target = topLevelPath(document.getPath());
    if (!target) return;
    const { collection, id } = target;
    if (isSource(collection)) {
      // The event fires inside the emulator's commit; read the documents once the commit is answered.
      if (!pending.length) setImmediate(flush);
      pending.push({ collection, id });
    } else if (collection === COLLECTIONS.mail) {
      setImmediate(() =>
        db()
          .collection(collection)
          .doc(id)
          .get()
          .then((doc) => printMail(doc.data() ?? {}, log), failed(`mail/${id}`)),
      );
    }
  };
  events.on('create-document', onCreate);
  // Documents written before the relay started (the seeded demo data) get theirs now.
  for (const source of Object.keys(NOTIFICATION_SOURCES) as NotificationSource[]) {
    db()
      .collection(source)
      .get()
      .then((snapshot) => Promise.all(snapshot.docs.map((doc) => notifyCreated(source, doc.id, doc.data()))))
      .catch(failed(`replaying ${source}`));
  }
  return () => events.off('create-document', onCreate);
}

function printMail(data: Record<string, unknown>, log: (line: string) => void): void {
  const { to, message } = data as {
    to?: string;
    message?: { subject?: string; text?: string; attachments?: { filename?: string; contentType?: string; content?: string }[] };
  };
  // An interview's calendar invite is printed whole, so it can be read (or saved as .ics) locally.
  const attachments = (message?.attachments ?? [])
    .map((file) => `--- attachment ${file.filename ?? ''} (${file.contentType ?? ''}) ---\n${file.content ?? ''}`)
    .join('\n');
  log(
    `\n--- mail to ${to} ---\nSubject: ${message?.subject ?? ''}\n${message?.text ?? ''}\n${attachments ? `${attachments}\n` : ''}-------------------\n`,
  );
}
