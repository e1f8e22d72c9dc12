import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { emailKeyOf, PERSON_RECORD_KINDS, type PersonRecord, type PersonRecordKind } from '@careers/domain';
import { db } from '../firebase';
import { EMAIL_KEY } from '../pipeline/applications';
import type { ErasedRecord } from './erase';
import { PERSON_SOURCES } from './sources';

/**
 * Every record held about one address, across every collection of PERSON_SOURCES: those with its
 * email key, and those stored before the key existed by their email field as typed or in lower
 * case (single-field equality queries: no composite index).
 */
export async function findPerson(email: string): Promise<ErasedRecord[]> {
  const key = emailKeyOf(email);
  const spellings = [...new Set([email.trim(), key])];
  const found = await Promise.all(
    PERSON_RECORD_KINDS.map(async (kind) => {
      const { collection, emailField } = PERSON_SOURCES[kind];
      const [byKey, byField] = await Promise.all([
        db().collection(collection).where(EMAIL_KEY, '==', key).get(),
        emailField === EMAIL_KEY ? null : db().collection(collection).where(emailField, 'in', spellings).get(),
      ]);
      const docs = new Map<string, DocumentSnapshot>();
      for (const doc of [...byKey.docs, ...(byField?.docs ?? [])]) docs.set(doc.id, doc);
      return [...docs.values()].map((doc) => ({ kind, doc }));
    }),
  );
  return found.flat();
}

export const personRecordOf = ({ kind, doc }: { kind: PersonRecordKind; doc: DocumentSnapshot }): PersonRecord => ({
  kind,
  id: doc.id,
  summary: PERSON_SOURCES[kind].summary(doc.data() ?? {}),
});
