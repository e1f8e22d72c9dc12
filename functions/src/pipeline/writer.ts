import type { DocumentData, DocumentReference, UpdateData } from 'firebase-admin/firestore';

/** What a WriteBatch and a Transaction both do: the pipeline's writes go into either. */
export interface Writer {
  create(ref: DocumentReference, data: DocumentData): unknown;
  set(ref: DocumentReference, data: DocumentData): unknown;
  update(ref: DocumentReference, data: UpdateData<DocumentData>): unknown;
}
