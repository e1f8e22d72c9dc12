/**
 * Stage moves under concurrency, over HTTP against the stack: parallel moves leave a history that is
 * a chain and mail at most once per stage within the throttle; a key repeated by parallel calls (single
 * and bulk) moves and mails exactly once, and no call answers a 5xx.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import {
  API_MESSAGES,
  ENDPOINTS,
  IDEMPOTENCY_KEY_HEADER,
  PIPELINE_MESSAGES,
  STAGE_MAIL_THROTTLE_MS,
  apiPath,
  type PipelineEvent,
  type PipelineStage,
} from '@careers/domain';
import { demoJobs } from '../../scripts/stack/demoData';
import { COLLECTIONS } from '../../functions/src/collections';
import { adminApp, db } from '../../functions/src/firebase';
import { REPLAY_WAIT_MS, keyRecordRef } from '../../functions/src/http/idempotency';
import { sendHeldStageMails } from '../../functions/src/pipeline/stageMails';
import { call } from '../support/admin';
import { CONTENT_TYPES, RESUME_BYTES, applicant, multipartPoster, uniqueLetters } from '../support/submissions';
import { DEMO_ADMIN, adminToken, api, recruiterToken, useEmulators } from '../support/stack';

useEmulators();

const postApply = multipartPoster(apiPath(ENDPOINTS.jobApply));
const pdf = { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf };
const fixedJob = demoJobs()[2]!;

let token: string;
let adminUid: string;
beforeAll(async () => {
  token = await adminToken();
  adminUid = (await getAuth(adminApp()).getUserByEmail(DEMO_ADMIN.email)).uid;
});

async function apply() {
  const person = applicant();
  const res = await postApply({ ...person, jobId: fixedJob.jobId, jobTitle: '', affiliateId: '' }, pdf);
  expect(res.status).toBe(201);
  return { email: person.email, id: res.json._id as string };
}

const move = (id: string, json: unknown, headers?: Record<string, string>) =>
  api(apiPath(ENDPOINTS.applicationStageMove, { id }), { method: 'PUT', token, json, headers });
const bulkMove = (json: unknown, headers?: Record<string, string>) =>
  api(apiPath(ENDPOINTS.applicationStageBulkMove), { method: 'POST', token, json, headers });
const history = async (id: string): Promise<PipelineEvent[]> => (await call('applicationEvents', { token, params: { id } })).json;
const stageEvents = async (id: string) => (await history(id)).filter((event) => event.type === 'stage');
/** The stage mails queued to `email` (the "received" mail of the application left out). */
async function stageMailsTo(email: string) {
  const snapshot = await db().collection(COLLECTIONS.mail).where('to', '==', email).get();
  return snapshot.docs.map((doc) => doc.get('message.subject') as string).filter((subject) => !subject.startsWith('We received'));
}
const statuses = (answers: { status: number }[]) => [...new Set(answers.map((answer) => answer.status))];

describe('parallel stage moves', () => {
  it('50 moves at once to alternating stages with notify: the history is a chain, at most one mail per stage', async () => {
    const { id, email } = await apply();
    const stages: PipelineStage[] = ['screening', 'interview'];
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => move(id, { stage: stages[i % 2], notify: true })));
    expect(statuses(answers)).toEqual([200]);

    const events = await stageEvents(id);
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThanOrEqual(50);
    // Each move left the stage the one before it reached: no two moves read the same stale stage.
    let stage: PipelineStage = 'applied';
    for (const event of events) {
      expect(event.from).toBe(stage);
      expect(event.to).not.toBe(event.from);
      stage = event.to!;
    }
    expect((await call('applicationDetail', { token, params: { id } })).json.stage).toBe(stage);

    // Every real change either mailed or says its mail was held; each stage mailed once in the throttle.
    const mailed = events.filter((event) => event.mail !== 'held');
    const reached = new Set(events.map((event) => event.to));
    expect(mailed.map((event) => event.to)).toEqual([...reached]);
    const mails = await stageMailsTo(email);
    expect(mails).toHaveLength(reached.size);
    const mailEvents = (await history(id)).filter((event) => event.type === 'mail' && event.to !== 'applied');
    expect(mailEvents.map((event) => event.to)).toEqual(mailed.map((event) => event.to));
  });

  it('holds back a stage mail sent less than 10 minutes before, says so in the history, and sends it when the time has passed', async () => {
    const { id, email } = await apply();
    for (const stage of ['screening', 'interview', 'screening'] as const)
      expect((await move(id, { stage, notify: true })).status).toBe(200);
    // Not a change: nothing recorded, nothing mailed.
    expect((await move(id, { stage: 'screening', notify: true })).status).toBe(200);
    const events = await stageEvents(id);
    expect(events.map((event) => [event.to, event.mail ?? 'sent'])).toEqual([
      ['screening', 'sent'],
      ['interview', 'sent'],
      ['screening', 'held'],
    ]);
    expect(await stageMailsTo(email)).toHaveLength(2);
    expect(PIPELINE_MESSAGES.mailHeld).toBe(
      "Mail held back: this stage's mail went out less than 10 minutes ago. It goes out then if the application is still at this stage",
    );

    // Before its time nothing goes; once the throttle's time has passed, the held mail goes out once
    // (the run sends other tests' held mails too: only this applicant's mails are counted).
    const firstMail = Date.parse(events[0]!.at);
    await sendHeldStageMails(new Date(firstMail + STAGE_MAIL_THROTTLE_MS - 1_000));
    expect(await stageMailsTo(email)).toHaveLength(2);
    await sendHeldStageMails(new Date(firstMail + STAGE_MAIL_THROTTLE_MS));
    const mails = await stageMailsTo(email);
    expect(mails).toHaveLength(3);
    const mailEvents = (await history(id)).filter((event) => event.type === 'mail' && event.to !== 'applied');
    expect(mailEvents.map((event) => event.to)).toEqual(['screening', 'interview', 'screening']);
    await sendHeldStageMails(new Date(firstMail + 2 * STAGE_MAIL_THROTTLE_MS));
    expect(await stageMailsTo(email)).toHaveLength(3);
  });

  it('drops a held mail when the application has left its stage by then', async () => {
    const { id, email } = await apply();
    for (const stage of ['screening', 'interview', 'screening', 'offer'] as const) await move(id, { stage, notify: stage !== 'offer' });
    expect((await stageEvents(id)).map((event) => event.mail ?? 'sent')).toEqual(['sent', 'sent', 'held', 'sent']);
    const firstMail = Date.parse((await stageEvents(id))[0]!.at);
    await sendHeldStageMails(new Date(firstMail + STAGE_MAIL_THROTTLE_MS));
    expect(await stageMailsTo(email)).toHaveLength(2);
  });
});

describe('one Idempotency-Key, many parallel calls', () => {
  it('100 parallel moves with one key: one move, one mail, the same answer for all, no 5xx', async () => {
    const { id, email } = await apply();
    const headers = { [IDEMPOTENCY_KEY_HEADER]: `move-${uniqueLetters()}` };
    const answers = await Promise.all(Array.from({ length: 100 }, () => move(id, { stage: 'offer', notify: true }, headers)));
    expect(statuses(answers)).toEqual([200]);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(99);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.json))).size).toBe(1);
    expect(answers[0]!.json.stage).toBe('offer');
    expect((await stageEvents(id)).map((event) => [event.from, event.to])).toEqual([['applied', 'offer']]);
    expect(await stageMailsTo(email)).toHaveLength(1);
  });

  it('100 parallel bulk moves with one key: each application moved and mailed once, no 5xx', async () => {
    const apps = await Promise.all([apply(), apply(), apply()]);
    const headers = { [IDEMPOTENCY_KEY_HEADER]: `bulk-${uniqueLetters()}` };
    const body = { ids: apps.map((app) => app.id), stage: 'interview', notify: true };
    const answers = await Promise.all(Array.from({ length: 100 }, () => bulkMove(body, headers)));
    expect(statuses(answers)).toEqual([200]);
    for (const answer of answers) expect(answer.json).toEqual({ message: PIPELINE_MESSAGES.moved(3), moved: 3 });
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(99);
    for (const app of apps) {
      expect((await stageEvents(app.id)).map((event) => event.to)).toEqual(['interview']);
      expect(await stageMailsTo(app.email)).toHaveLength(1);
    }
  });

  it('gives a key back when its call was refused: the corrected call with the same key runs', async () => {
    const { id, email } = await apply();
    const headers = { [IDEMPOTENCY_KEY_HEADER]: `fixed-${uniqueLetters()}` };
    const refused = await move(id, { stage: 'later', notify: true }, headers);
    expect([refused.status, refused.json.message]).toEqual([400, PIPELINE_MESSAGES.stageInvalid]);
    const corrected = await move(id, { stage: 'offer', notify: true }, headers);
    expect([corrected.status, corrected.headers.get('idempotent-replayed'), corrected.json.stage]).toEqual([200, null, 'offer']);
    expect(await stageMailsTo(email)).toHaveLength(1);
  });

  it('answers 409 while a call with the key is still running, and takes over a claim whose call died', async () => {
    const { id, email } = await apply();
    const key = `running-${uniqueLetters()}`;
    const headers = { [IDEMPOTENCY_KEY_HEADER]: key };
    const record = keyRecordRef('applicationStageMove', { id }, key, adminUid);
    const claimed = (leaseUntil: number) => ({
      state: 'running',
      leaseUntil: Timestamp.fromMillis(leaseUntil),
      expiresAt: Timestamp.fromMillis(Date.now() + 60_000),
    });
    // Another call holds the key for the next minute: a repeat waits up to REPLAY_WAIT_MS, then 409.
    await record.set(claimed(Date.now() + 60_000));
    const started = Date.now();
    const waiting = await move(id, { stage: 'offer', notify: true }, headers);
    expect([waiting.status, waiting.json.message]).toEqual([409, API_MESSAGES.idempotencyKeyRunning]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(REPLAY_WAIT_MS);
    expect((await stageEvents(id)).length).toBe(0);
    // That call's lease is over (it died): the repeat does the work, once.
    await record.set(claimed(Date.now() - 1_000));
    const takeover = await move(id, { stage: 'offer', notify: true }, headers);
    expect([takeover.status, takeover.headers.get('idempotent-replayed'), takeover.json.stage]).toEqual([200, null, 'offer']);
    const replay = await move(id, { stage: 'offer', notify: true }, headers);
    expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(await stageMailsTo(email)).toHaveLength(1);
  });

  it("scopes a key to its caller: another account's call with the same key does its own work, never replays the first's answer", async () => {
    const { id } = await apply();
    const headers = { [IDEMPOTENCY_KEY_HEADER]: `shared-${uniqueLetters()}` };
    const first = await move(id, { stage: 'screening', notify: false }, headers);
    expect([first.status, first.json.stage]).toEqual([200, 'screening']);
    const other = await api(apiPath(ENDPOINTS.applicationStageMove, { id }), {
      method: 'PUT',
      token: await recruiterToken(),
      json: { stage: 'offer', notify: false },
      headers,
    });
    expect([other.status, other.headers.get('idempotent-replayed'), other.json.stage]).toEqual([200, null, 'offer']);
    expect((await stageEvents(id)).map((event) => event.to)).toEqual(['screening', 'offer']);
  });

  it('a notes call repeated in parallel with one key stores one note', async () => {
    const { id } = await apply();
    const headers = { [IDEMPOTENCY_KEY_HEADER]: `note-${uniqueLetters()}` };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api(apiPath(ENDPOINTS.applicationNoteAdd, { id }), { method: 'POST', token, json: { text: 'Call back' }, headers }),
      ),
    );
    expect(statuses(answers)).toEqual([201]);
    expect((await history(id)).filter((event) => event.type === 'note')).toHaveLength(1);
  });
});
