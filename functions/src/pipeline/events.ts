import type { DocumentData, DocumentReference, DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { isPipelineStage, PIPELINE_EVENT_TYPES, type PipelineEvent, type PipelineEventType, type PipelineStage } from '@careers/domain';
import { SUBCOLLECTIONS } from '../collections';
import { isoOf } from '../jobs/records';
import type { Writer } from './writer';

/** An event as stored in applications/{id}/events (`at` a Firestore time). */
export interface StoredEvent {
  type: PipelineEventType;
  from?: PipelineStage;
  to?: PipelineStage;
  text?: string;
  /** A stage event's mail held back by the throttle (pipeline/moves.ts). */
  mail?: 'held';
  actor: string;
  at: Timestamp;
}

const eventsOf = (application: DocumentReference) => application.collection(SUBCOLLECTIONS.applicationEvents);

/** A new event of the application: its document (a new id) and what to store there. */
export function newEvent(application: DocumentReference, event: StoredEvent): { ref: DocumentReference; data: DocumentData } {
  // Firestore refuses undefined values: optional fields are left out, not stored as undefined.
  return { ref: eventsOf(application).doc(), data: Object.fromEntries(Object.entries(event).filter(([, value]) => value !== undefined)) };
}

/** Appends an event in `writer` (a create: an event is never overwritten); answers its id. */
export function appendEvent(writer: Writer, application: DocumentReference, event: StoredEvent): string {
  const { ref, data } = newEvent(application, event);
  writer.create(ref, data);
  return ref.id;
}

export function eventFromStored(id: string, data: Record<string, unknown>): PipelineEvent {
  const type = PIPELINE_EVENT_TYPES.find((known) => known === data.type) ?? 'note';
  return {
    _id: id,
    type,
    ...(isPipelineStage(data.from) ? { from: data.from } : {}),
    ...(isPipelineStage(data.to) ? { to: data.to } : {}),
    ...(typeof data.text === 'string' ? { text: data.text } : {}),
    ...(data.mail === 'held' ? { mail: 'held' as const } : {}),
    actor: typeof data.actor === 'string' ? data.actor : '',
    at: isoOf(data.at) ?? '',
  };
}

const eventFromDoc = (doc: DocumentSnapshot) => eventFromStored(doc.id, doc.data() ?? {});

/** A move's stage event and the mail it sent share their time: the move is listed first. */
const TYPE_ORDER: Record<PipelineEventType, number> = { stage: 0, interview: 1, mail: 2, note: 3 };

/** The history of an application, oldest first. */
export async function listEvents(application: DocumentReference): Promise<PipelineEvent[]> {
  const snapshot = await application.collection(SUBCOLLECTIONS.applicationEvents).orderBy('at', 'asc').get();
  return snapshot.docs.map(eventFromDoc).sort((a, b) => a.at.localeCompare(b.at) || TYPE_ORDER[a.type] - TYPE_ORDER[b.type]);
}
