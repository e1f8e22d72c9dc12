import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { NOTIFICATION_SOURCES, notifyCreated, type NotificationSource } from '../../functions/src/triggers/notifications';

/**
 * Offline stack only: the Node Firestore emulator has no trigger delivery, so this relay listens
 * to each source collection and hands every added document to the production trigger handler
 * (idempotent, so replaying documents present at start-up is harmless). It also prints the mail
 * outbox, which the Trigger Email extension would send in production.
 */
export function startRelay(log: (line: string) => void): () => void {
  const firestore = db();
  const unsubscribes = (Object.keys(NOTIFICATION_SOURCES) as NotificationSource[]).map((source) =>
    firestore.collection(source).onSnapshot(
      (snapshot) => {
        for (const change of snapshot.docChanges()) {
          if (change.type !== 'added') continue;
          notifyCreated(source, change.doc.id, change.doc.data()).catch((err) => log(`relay: ${source}/${change.doc.id} failed: ${err}`));
        }
      },
      (err) => log(`relay: listening to ${source} failed: ${err}`),
    ),
  );
  let firstMailSnapshot = true;
  unsubscribes.push(
    firestore.collection(COLLECTIONS.mail).onSnapshot((snapshot) => {
      for (const change of snapshot.docChanges()) {
        if (change.type !== 'added' || firstMailSnapshot) continue;
        const { to, message } = change.doc.data() as { to?: string; message?: { subject?: string; text?: string } };
        log(`\n--- mail to ${to} ---\nSubject: ${message?.subject ?? ''}\n${message?.text ?? ''}\n-------------------\n`);
      }
      firstMailSnapshot = false;
    }),
  );
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}
