/**
 * An application's interviews go where the application goes: into its trash entry with a delete
 * (by ids or by a list query), back with a restore, away for good with the purge, a person's
 * erasure or the retention run; never left behind for the interview list (the Interviews screen's
 * and the dashboard's) or the reminders. Deleting a job leaves its applications, and so their
 * interviews.
 */
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, TRASH_BATCH_HEADER, apiPath } from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { sendInterviewReminders } from '../../functions/src/interviews/reminders';
import { eraseExpiredRecords } from '../../functions/src/privacy/retention';
import { unzipStored } from '../../functions/src/privacy/zip';
import { decodeFields } from '../../functions/src/trash/encoding';
import { call, createJob } from '../support/admin';
import { newStaff } from '../support/accounts';
import { bulkCall } from '../support/bulk';
import { CONTENT_TYPES, RESUME_BYTES, applicant, multipartPoster, uniqueLetters } from '../support/submissions';
import { BASE_URL, adminToken, api, useEmulators } from '../support/stack';

useEmulators();

const postApply = multipartPoster(apiPath(ENDPOINTS.jobApply));
const HOUR = 60 * 60_000;
const tag = uniqueLetters();
let token: string;
let job: { jobId: string; title: string };

beforeAll(async () => {
  token = await adminToken();
  job = await createJob(token, { title: `Interviewed ${tag}` });
});

/** An application to this file's job, with one video interview `hours` from now (its panel a fresh recruiter), and the applicant's answer. */
async function interviewed(hours: number) {
  const person = applicant();
  const applied = await postApply(
    { ...person, jobId: job.jobId, jobTitle: job.title, affiliateId: '' },
    { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf },
  );
  expect(applied.status).toBe(201);
  const applicationId = applied.json._id as string;
  const panel = await newStaff('recruiter');
  const startsAt = new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString();
  const scheduled = await call('interviewSchedule', {
    token,
    params: { id: applicationId },
    json: { startsAt, durationMinutes: 30, mode: 'phone', interviewerIds: [panel.id], notify: true },
  });
  expect(scheduled.status).toBe(201);
  const interviewId = scheduled.json._id as string;
  const invite = await db().collection(COLLECTIONS.mail).doc(`interview-${interviewId}-0-invite-applicant`).get();
  const statusToken = /\/applications\/status\/([A-Za-z0-9_-]+)/.exec(String(invite.get('message.text')))![1]!;
  const answered = await api(apiPath(ENDPOINTS.applicationStatusInterviewResponse, { token: statusToken }), {
    method: 'POST',
    json: { response: 'accept' },
  });
  expect(answered.status).toBe(200);
  return { person, applicationId, interviewId, panel, startsAt };
}

const interviewRef = (id: string) => db().collection(COLLECTIONS.interviews).doc(id);
const answerRef = (id: string) => db().collection(COLLECTIONS.notifications).doc(`${COLLECTIONS.interviews}-${id}`);
const exists = async (ref: DocumentReference) => (await ref.get()).exists;

/** What the Interviews screen and the dashboard read: the interview list, here one interviewer's. */
async function listedFor(interviewerId: string): Promise<string[]> {
  const res = await call('interviewList', { token, query: { interviewerId, limit: '50' } });
  expect(res.status).toBe(200);
  return res.json.rows.map((row: { _id: string }) => row._id);
}

/** The reminder mails of an interview, after a reminder run 2 hours before it. */
async function remindersOf(interviewId: string, startsAt: string): Promise<number> {
  await sendInterviewReminders(new Date(Date.parse(startsAt) - 2 * HOUR));
  return (await exists(db().collection(COLLECTIONS.mail).doc(`interview-${interviewId}-0-reminder-applicant`))) ? 1 : 0;
}

describe('deleting an application', () => {
  it('takes its interviews, scorecards and answers into its trash entry; Undo brings them back; the purge removes them', async () => {
    const { applicationId, interviewId, panel, startsAt } = await interviewed(5);
    const scored = await call('interviewFeedback', {
      token,
      params: { id: interviewId },
      json: { rating: 4, recommendation: 'yes', notes: 'Clear answers.' },
    });
    expect(scored.status).toBe(200);
    const before = (await interviewRef(interviewId).get()).data();
    const answer = (await answerRef(interviewId).get()).data();
    expect(answer).toBeDefined();

    const deleted = await call('applicationDelete', { token, json: { ids: [applicationId] } });
    expect(deleted.status).toBe(200);
    const batch = deleted.headers.get(TRASH_BATCH_HEADER)!;
    expect(await exists(interviewRef(interviewId))).toBe(false);
    expect(await exists(answerRef(interviewId))).toBe(false);
    expect(await listedFor(panel.id)).toEqual([]);
    const day = await call('interviewList', {
      token,
      query: { from: new Date(Date.parse(startsAt) - HOUR).toISOString(), to: new Date(Date.parse(startsAt) + HOUR).toISOString() },
    });
    expect(day.json.map((row: { _id: string }) => row._id)).not.toContain(interviewId);
    expect(await remindersOf(interviewId, startsAt)).toBe(0);

    const [entry] = (await db().collection(COLLECTIONS.trash).where('batch', '==', batch).get()).docs;
    expect(decodeFields(entry!.get('dependents'))).toEqual(
      expect.arrayContaining([
        { collection: COLLECTIONS.interviews, id: interviewId, data: before },
        { collection: COLLECTIONS.notifications, id: answerRef(interviewId).id, data: answer },
      ]),
    );

    const restored = await call('trashRestore', { token, json: { batches: [batch] } });
    expect(restored.json.restored).toBe(1);
    expect((await interviewRef(interviewId).get()).data()).toEqual(before);
    expect((await answerRef(interviewId).get()).data()).toEqual(answer);
    expect(await listedFor(panel.id)).toEqual([interviewId]);
    const page = await call('applicationInterviews', { token, params: { id: applicationId } });
    expect(page.json[0].scorecards).toEqual([expect.objectContaining({ rating: 4, notes: 'Clear answers.' })]);
    expect(await remindersOf(interviewId, startsAt)).toBe(1);

    // Deleted again and purged from the Trash screen: gone for good.
    const again = await call('applicationDelete', { token, json: { ids: [applicationId] } });
    const [kept] = (await db().collection(COLLECTIONS.trash).where('batch', '==', again.headers.get(TRASH_BATCH_HEADER)).get()).docs;
    expect((await call('trashDelete', { token, json: { ids: [kept!.id] } })).status).toBe(200);
    expect(await exists(interviewRef(interviewId))).toBe(false);
    expect(await exists(answerRef(interviewId))).toBe(false);
    expect((await call('trashRestore', { token, json: { ids: [kept!.id] } })).json.restored).toBe(0);
    expect(await listedFor(panel.id)).toEqual([]);
  });

  it('by a list query (the bulk delete) takes the interviews too', async () => {
    const { person, interviewId, panel, startsAt } = await interviewed(7);
    const res = await bulkCall('applications', { action: 'delete', query: { jobId: job.jobId, q: person.email } }, token);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.processed).toBe(1);
    expect(await exists(interviewRef(interviewId))).toBe(false);
    expect(await listedFor(panel.id)).toEqual([]);
    expect(await remindersOf(interviewId, startsAt)).toBe(0);
  });
});

describe('deleting a job', () => {
  it('leaves its applications, so their interviews stay listed and reminded', async () => {
    const other = await createJob(token, { title: `Gone ${tag}` });
    const person = applicant();
    const applied = await postApply(
      { ...person, jobId: other.jobId, jobTitle: other.title, affiliateId: '' },
      { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf },
    );
    const panel = await newStaff('recruiter');
    const startsAt = new Date(Math.floor((Date.now() + 9 * HOUR) / 60_000) * 60_000).toISOString();
    const scheduled = await call('interviewSchedule', {
      token,
      params: { id: applied.json._id as string },
      json: { startsAt, durationMinutes: 30, mode: 'phone', interviewerIds: [panel.id] },
    });
    const deleted = await call('jobDelete', { token, json: { jobId: [other.jobId] } });
    expect(deleted.json.deleted).toBe(1);
    expect(
      await exists(
        db()
          .collection(COLLECTIONS.applications)
          .doc(applied.json._id as string),
      ),
    ).toBe(true);
    expect(await listedFor(panel.id)).toEqual([scheduled.json._id]);
    expect(await remindersOf(scheduled.json._id as string, startsAt)).toBe(1);
  });
});

describe('erasing personal data', () => {
  it("exports and erases a deleted application's interviews with its trash entry", async () => {
    const { person, applicationId, interviewId } = await interviewed(11);
    await call('applicationDelete', { token, json: { ids: [applicationId] } });
    const res = await fetch(`${BASE_URL}${apiPath(ENDPOINTS.privacyExport)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: person.email }),
    });
    expect(res.status).toBe(200);
    const files = unzipStored(Buffer.from(await res.arrayBuffer()));
    const { records } = JSON.parse(files.find((file) => file.name === 'records.json')!.bytes.toString('utf8')) as {
      records: { kind: string; data: { dependents?: { collection: string; id: string; data: Record<string, unknown> }[] } }[];
    };
    const entry = records.find((record) => record.kind === 'trash');
    expect(entry?.data.dependents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ collection: COLLECTIONS.interviews, id: interviewId, data: expect.objectContaining({ mode: 'phone' }) }),
      ]),
    );
    const erased = await call('privacyErase', { token, json: { email: person.email } });
    expect(erased.status).toBe(200);
    expect((await db().collection(COLLECTIONS.trash).where('originalId', '==', applicationId).get()).size).toBe(0);
    expect(await exists(interviewRef(interviewId))).toBe(false);
  });

  it('erases, past its retention, an application with its interviews, even one whose own retention runs later', async () => {
    // Ancient dates: only this test's records are past any retention at this clock.
    const now = new Date('1989-01-01T00:00:00.000Z');
    const at = (iso: string) => Timestamp.fromDate(new Date(iso));
    const application = db().collection(COLLECTIONS.applications).doc();
    const interview = db().collection(COLLECTIONS.interviews).doc();
    const batch = db().batch();
    batch.set(application, {
      name: 'Old',
      email: `old.${tag.toLowerCase()}@example.com`,
      jobTitle: 'Analyst',
      appliedAt: at('1986-01-01T00:00:00Z'),
    });
    batch.set(interview, {
      applicationId: application.id,
      applicantName: 'Old',
      status: 'scheduled',
      startsAt: at('1987-06-01T10:00:00Z'),
      endsAt: at('1987-06-01T10:30:00Z'),
      updatedAt: at('1987-05-01T00:00:00Z'),
    });
    batch.set(answerRef(interview.id), { type: 'resume', message: 'Old: Accepted', read: false, createdAt: at('1987-05-02T00:00:00Z') });
    await batch.commit();

    const counts = await eraseExpiredRecords(now);
    expect(counts.byKind).toEqual({ applications: 1, interviews: 1 });
    expect(await Promise.all([application, interview, answerRef(interview.id)].map(exists))).toEqual([false, false, false]);
  });
});
