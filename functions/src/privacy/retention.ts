import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { PRIVACY_MESSAGES, RETAINED_KINDS, retentionCutoff, type RetainedKind } from '@careers/domain';
import { systemAuditEntry, writeAudit } from '../audit/write';
import { COLLECTIONS } from '../collections';
import { db } from '../firebase';
import { everyMatch } from '../firestore/everyMatch';
import { docsWhereIn } from '../trash/withDependents';
import { countsOf, erasedSummary, eraseRecords, type EraseCounts, type ErasedRecord } from './erase';
import { PERSON_SOURCES } from './sources';

const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);

/** A record's last activity: the newest of its activity fields. */
const lastActivityOf = (doc: DocumentSnapshot, kind: RetainedKind) =>
  Math.max(...PERSON_SOURCES[kind].activityFields.map((field) => millisOf(doc.get(field))));

/**
 * The records of `kind` whose last activity is before its retention cutoff: of the records created
 * (or applied) before the cutoff (everyMatch), those active since are kept.
 */
async function expiredOf(kind: RetainedKind, now: Date): Promise<ErasedRecord[]> {
  const { collection, dateField } = PERSON_SOURCES[kind];
  const cutoff = retentionCutoff(kind, now).getTime();
  const older = db().collection(collection).where(dateField, '<', Timestamp.fromMillis(cutoff));
  return (await everyMatch(older)).filter((doc) => lastActivityOf(doc, kind) < cutoff).map((doc) => ({ kind, doc }));
}

/**
 * `records` and the interviews of the applications among them not already there: an interview is
 * kept as long as its own activity asks, but never longer than its application (its name, job and
 * scorecards would be left without it).
 */
async function withInterviewsOfApplications(records: readonly ErasedRecord[]): Promise<ErasedRecord[]> {
  const applicationIds = records.filter(({ kind }) => kind === 'applications').map(({ doc }) => doc.id);
  const present = new Set(records.filter(({ kind }) => kind === 'interviews').map(({ doc }) => doc.id));
  const interviews = await docsWhereIn(COLLECTIONS.interviews, 'applicationId', applicationIds);
  const more = [...interviews.values()].flat().filter((doc) => !present.has(doc.id));
  return [...records, ...more.map((doc): ErasedRecord => ({ kind: 'interviews', doc }))];
}

/**
 * Erases every record past its kind's retention (domain RETENTION) at `now`, with its files,
 * notifications and history, and records one audit entry of the run with the counts (written
 * even when nothing was due). Run daily by the eraseExpiredRecords function; by
 * `npm run erase-expired-records` and the tests with a fixed time. Answers the counts.
 */
export async function eraseExpiredRecords(now: Date): Promise<EraseCounts> {
  const expired = await withInterviewsOfApplications((await Promise.all(RETAINED_KINDS.map((kind) => expiredOf(kind, now)))).flat());
  const planned = countsOf(expired);
  const summary = erasedSummary(planned, PRIVACY_MESSAGES.erased(planned.records, planned.files));
  const ids = expired.map((record) => record.doc.id);
  return eraseRecords(expired, (batch) =>
    writeAudit(batch, systemAuditEntry({ action: 'retention', kind: 'retention', ids, summary }, now)),
  );
}
