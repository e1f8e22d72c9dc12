/** The recruiting pipeline: stages, history, notes, mails, the status link, referral outcomes. */
import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { DEMO_AFFILIATE_JOBS, demoJobs } from '../../scripts/stack/demoData';
import {
  ENDPOINTS,
  NOTE_MAX_LENGTH,
  PIPELINE_MESSAGES,
  REFERENCE_PATTERN,
  STAGE_MOVE_MAX_IDS,
  absoluteUrl,
  apiPath,
  applicationStatusPagePath,
  emptyStageCounts,
  siteOrigin,
  stageMail,
  type PipelineStage,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { call } from '../support/admin';
import { approveAffiliateJobs, newAffiliate, type TestAffiliate } from '../support/affiliates';
import { CONTENT_TYPES, RESUME_BYTES, applicant, multipartPoster, uniqueLetters } from '../support/submissions';
import { DEMO_ADMIN, adminToken, api, useEmulators } from '../support/stack';

useEmulators();

const postApply = multipartPoster(apiPath(ENDPOINTS.jobApply));
const pdf = { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf };
const fixedJob = demoJobs()[2]!;
const ORIGIN = siteOrigin(process.env.SITE_ORIGIN);
const STATUS_LINK = /\/applications\/status\/([A-Za-z0-9_-]+)/;

let token: string;

beforeAll(async () => {
  token = await adminToken();
});

type Person = ReturnType<typeof applicant>;

/** Applies to the fixed demo job (or an affiliate's job); answers the person and the answer's id and reference. */
async function apply(person: Person = applicant(), job?: { _id: string; affiliateId: string }, headers?: Record<string, string>) {
  const res = await postApply(
    { ...person, jobId: job?._id ?? fixedJob.jobId, jobTitle: 'not the title', affiliateId: job?.affiliateId ?? '' },
    pdf,
    headers,
  );
  expect(res.status).toBe(201);
  return { person, id: res.json._id as string, reference: res.json.reference as string, res };
}

/** The mails queued to `email`, oldest first. */
async function mailsTo(email: string) {
  const snapshot = await db().collection(COLLECTIONS.mail).where('to', '==', email).get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, ...(doc.data() as { to: string; message: { subject: string; text: string } }), at: doc.get('createdAt') }))
    .sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

const tokenOf = (text: string) => STATUS_LINK.exec(text)![1]!;

const expectedMail = (stage: PipelineStage, person: Person, jobTitle: string, reference: string, statusToken: string) =>
  stageMail(stage, {
    name: person.name,
    jobTitle,
    reference,
    statusUrl: absoluteUrl(ORIGIN, applicationStatusPagePath(statusToken)),
  });

const move = (id: string, json: unknown, headers?: Record<string, string>) =>
  api(apiPath(ENDPOINTS.applicationStageMove, { id }), { method: 'PUT', token, json, headers });
const events = async (id: string) => (await call('applicationEvents', { token, params: { id } })).json;
const status = (statusToken: string) => api(apiPath(ENDPOINTS.applicationStatus, { token: statusToken }));

describe('apply: reference, status link and the "received" mail', () => {
  it('answers a reference, mails it with a private status link, and records the mail in the history', async () => {
    const { person, id, reference, res } = await apply();
    expect(res.json).toEqual({ message: 'Resume uploaded successfully!', _id: id, reference });
    expect(reference).toMatch(REFERENCE_PATTERN);

    const mails = await mailsTo(person.email);
    expect(mails).toHaveLength(1);
    const statusToken = tokenOf(mails[0]!.message.text);
    expect(Buffer.from(statusToken, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(mails[0]!.message).toEqual(expectedMail('applied', person, fixedJob.title, reference, statusToken));
    expect(mails[0]!.message.text).toContain(`${ORIGIN}/applications/status/${statusToken}`);
    expect(mails[0]!.message.subject).toBe(`We received your application for ${fixedJob.title} (${reference})`);
    // The token itself is stored nowhere: only its hash.
    expect(JSON.stringify((await db().collection(COLLECTIONS.applications).doc(id).get()).data())).not.toContain(statusToken);

    expect(await events(id)).toEqual([
      { _id: expect.any(String), type: 'mail', to: 'applied', text: mails[0]!.message.subject, actor: 'system', at: expect.any(String) },
    ]);

    const shown = await status(statusToken);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.json).toEqual({
      reference,
      jobTitle: fixedJob.title,
      stage: 'Received',
      updatedAt: expect.stringMatching(/Z$/),
      interview: null,
    });
  });

  it('a retried apply with the same Idempotency-Key stores one application and sends one mail', async () => {
    const person = applicant();
    const key = `apply-${uniqueLetters()}`;
    const first = await apply(person, undefined, { 'Idempotency-Key': key });
    const again = await apply(person, undefined, { 'Idempotency-Key': key });
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    expect(again.res.json).toEqual(first.res.json);
    expect((await db().collection(COLLECTIONS.applications).where('email', '==', person.email).get()).size).toBe(1);
    expect(await mailsTo(person.email)).toHaveLength(1);
    expect(await events(first.id)).toHaveLength(1);
  });
});

describe('PUT /api/job-applications/{id}/stage', () => {
  it('moves through the stages, recording each move once, and mails the new stage with notify', async () => {
    const { person, id, reference } = await apply();
    const firstToken = tokenOf((await mailsTo(person.email))[0]!.message.text);

    const screening = await move(id, { stage: 'screening', note: '  Strong resume  ' });
    expect(screening.status).toBe(200);
    expect(screening.headers.get('cache-control')).toBe('private, no-store');
    expect(screening.json).toEqual({
      _id: id,
      jobId: fixedJob.jobId,
      jobTitle: fixedJob.title,
      name: person.name,
      email: person.email,
      phone: person.phone,
      appliedAt: expect.stringMatching(/Z$/),
      resume: 'cv.pdf',
      hasResume: true,
      stage: 'screening',
      reference,
      nextInterviewAt: null,
      affiliateId: '',
      stageChangedAt: expect.stringMatching(/Z$/),
    });
    expect(screening.json.stageChangedAt > screening.json.appliedAt).toBe(true);

    // The current stage again: the same answer, and nothing recorded.
    const again = await move(id, { stage: 'screening', note: 'twice', notify: true });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(screening.json);

    const interview = await move(id, { stage: 'interview', notify: true });
    expect(interview.json.stage).toBe('interview');

    const mails = await mailsTo(person.email);
    expect(mails).toHaveLength(2);
    const interviewToken = tokenOf(mails[1]!.message.text);
    expect(interviewToken).not.toBe(firstToken);
    expect(mails[1]!.message).toEqual(expectedMail('interview', person, fixedJob.title, reference, interviewToken));

    const history = await events(id);
    expect(history.map(({ _id: _, at: __, ...event }: Record<string, unknown>) => event)).toEqual([
      { type: 'mail', to: 'applied', text: mails[0]!.message.subject, actor: 'system' },
      { type: 'stage', from: 'applied', to: 'screening', text: 'Strong resume', actor: DEMO_ADMIN.email },
      { type: 'stage', from: 'screening', to: 'interview', actor: DEMO_ADMIN.email },
      { type: 'mail', to: 'interview', text: mails[1]!.message.subject, actor: DEMO_ADMIN.email },
    ]);
    const times = history.map((event: { at: string }) => event.at);
    expect([...times].sort()).toEqual(times);
    // The mail's document id derives from its event's.
    expect(mails[1]!.id).toBe(`${id}-${history[3]._id}`);

    // Both links show the new word.
    for (const link of [firstToken, interviewToken]) {
      const shown = await status(link);
      expect(shown.json).toEqual({
        reference,
        jobTitle: fixedJob.title,
        stage: 'Interview',
        updatedAt: interview.json.stageChangedAt,
        interview: null,
      });
    }
  });

  it('refuses an unknown stage, a missing stage or a bad notify with 400 and its message, an unknown id with 404', async () => {
    const { id } = await apply();
    const cases: [unknown, string][] = [
      [{ stage: 'promoted' }, PIPELINE_MESSAGES.stageInvalid],
      [{}, PIPELINE_MESSAGES.stageRequired],
      [{ stage: 'offer', notify: 'yes' }, PIPELINE_MESSAGES.notifyInvalid],
      [{ stage: 'offer', note: 'n'.repeat(NOTE_MAX_LENGTH + 1) }, PIPELINE_MESSAGES.noteTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await move(id, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect(PIPELINE_MESSAGES.stageInvalid).toBe('Stage must be one of: applied, screening, interview, offer, hired, rejected');
    const missing = await move('no-such-application', { stage: 'offer' });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ message: PIPELINE_MESSAGES.applicationNotFound });
    expect(await events(id)).toHaveLength(1);
  });

  it('a retried move with the same Idempotency-Key mails once and records once', async () => {
    const { person, id } = await apply();
    const headers = { 'Idempotency-Key': `move-${uniqueLetters()}` };
    const first = await move(id, { stage: 'offer', notify: true }, headers);
    // Someone moves it on meanwhile: the retry must still not move it back or mail again.
    await move(id, { stage: 'hired' });
    const retry = await move(id, { stage: 'offer', notify: true }, headers);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    // The first answer, repeated: the application as that move left it.
    expect(retry.json).toEqual(first.json);
    expect(retry.json.stage).toBe('offer');
    expect((await mailsTo(person.email)).map((mail) => mail.message.subject)).toEqual([
      expect.stringContaining('We received your application'),
      expect.stringContaining('An offer for'),
    ]);
    expect((await events(id)).filter((event: { type: string }) => event.type === 'stage')).toHaveLength(2);
  });
});

describe('POST /api/job-applications/stage (bulk)', () => {
  it('moves the applications not yet at the stage, one event and one mail each, and answers how many', async () => {
    const apps = await Promise.all([apply(), apply(), apply()]);
    await move(apps[2]!.id, { stage: 'rejected' });
    const ids = [...apps.map((app) => app.id), 'no-such-application'];
    const headers = { 'Idempotency-Key': `bulk-${uniqueLetters()}` };
    const res = await api(apiPath(ENDPOINTS.applicationStageBulkMove), {
      method: 'POST',
      token,
      json: { ids, stage: 'rejected', notify: true, note: 'Position filled' },
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: PIPELINE_MESSAGES.moved(2), moved: 2 });

    for (const app of apps.slice(0, 2)) {
      const history = await events(app.id);
      expect(history.filter((event: { type: string }) => event.type === 'stage')).toEqual([
        expect.objectContaining({ from: 'applied', to: 'rejected', text: 'Position filled', actor: DEMO_ADMIN.email }),
      ]);
      const mails = await mailsTo(app.person.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.message).toEqual(
        expectedMail('rejected', app.person, fixedJob.title, app.reference, tokenOf(mails[1]!.message.text)),
      );
    }
    // Already rejected: not counted, nothing recorded, no mail.
    expect((await events(apps[2]!.id)).filter((event: { type: string }) => event.type === 'stage')).toHaveLength(1);
    expect(await mailsTo(apps[2]!.person.email)).toHaveLength(1);

    const retry = await api(apiPath(ENDPOINTS.applicationStageBulkMove), {
      method: 'POST',
      token,
      json: { ids, stage: 'rejected', notify: true },
      headers,
    });
    expect(retry.json).toEqual(res.json);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await mailsTo(apps[0]!.person.email)).toHaveLength(2);
  });

  it('refuses an empty list, too many ids, a bad id or an unknown stage with 400', async () => {
    const cases: [unknown, string][] = [
      [{ ids: [], stage: 'offer' }, PIPELINE_MESSAGES.idsRequired],
      [{ stage: 'offer' }, PIPELINE_MESSAGES.idsRequired],
      [{ ids: Array.from({ length: STAGE_MOVE_MAX_IDS + 1 }, (_, i) => `id${i}`), stage: 'offer' }, PIPELINE_MESSAGES.idsTooMany],
      [{ ids: ['a/b'], stage: 'offer' }, PIPELINE_MESSAGES.idInvalid],
      [{ ids: ['a'], stage: 'later' }, PIPELINE_MESSAGES.stageInvalid],
    ];
    for (const [json, message] of cases) {
      const res = await call('applicationStageBulkMove', { token, json });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    }
  });
});

describe('notes', () => {
  it('adds a note as an event (201) and keeps it in the history; up to 2,000 characters', async () => {
    const { id } = await apply();
    const res = await call('applicationNoteAdd', { token, params: { id }, json: { text: ' Called, no answer ' } });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      _id: expect.any(String),
      type: 'note',
      text: 'Called, no answer',
      actor: DEMO_ADMIN.email,
      at: expect.stringMatching(/Z$/),
    });
    const longest = await call('applicationNoteAdd', { token, params: { id }, json: { text: 'x'.repeat(NOTE_MAX_LENGTH) } });
    expect(longest.status).toBe(201);
    expect((await events(id)).slice(1)).toEqual([res.json, longest.json]);

    for (const [text, message] of [
      ['x'.repeat(NOTE_MAX_LENGTH + 1), PIPELINE_MESSAGES.noteTooLong],
      ['   ', PIPELINE_MESSAGES.noteRequired],
      [undefined, PIPELINE_MESSAGES.noteRequired],
    ] as const) {
      const refused = await call('applicationNoteAdd', { token, params: { id }, json: { text } });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe(message);
    }
    expect((await call('applicationNoteAdd', { token, params: { id: 'nope' }, json: { text: 'a' } })).status).toBe(404);
    expect(await events(id)).toHaveLength(3);
  });
});

describe('GET /api/application-status/{token}', () => {
  it('answers every unknown or malformed token with the same 404, never cached', async () => {
    const bodies = [];
    for (const unknown of ['A'.repeat(22), Buffer.alloc(16, 7).toString('base64url'), 'short', 'not$a$token']) {
      const res = await status(unknown);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      bodies.push(res.json);
    }
    expect(bodies).toEqual(bodies.map(() => ({ message: PIPELINE_MESSAGES.statusNotFound })));
  });
});

describe('admin reads: detail, list, counts per stage, mail preview', () => {
  let affiliate: TestAffiliate;
  let job: { _id: string; affiliateId: string; jobTitle: string };

  beforeAll(async () => {
    affiliate = await newAffiliate();
    const posted = await api(apiPath(ENDPOINTS.affiliateJobCreate), {
      method: 'POST',
      token: affiliate.token,
      json: { ...DEMO_AFFILIATE_JOBS[0], affiliateId: affiliate.id },
    });
    expect(posted.status).toBe(201);
    job = posted.json;
    // Only an approved job takes applications.
    await approveAffiliateJobs(job._id);
  });

  it('counts applications per stage with count() (those stored without a stage as applied), and the list rows carry stage and reference', async () => {
    const apps = await Promise.all([apply(undefined, job), apply(undefined, job), apply(undefined, job)]);
    await move(apps[0]!.id, { stage: 'interview' });
    await move(apps[1]!.id, { stage: 'hired' });
    // One stored before stages existed (applications have always carried appliedAt, which the list orders by).
    const legacy = await db()
      .collection(COLLECTIONS.applications)
      .add({ jobId: job._id, name: 'Old One', email: 'old@gmail.com', appliedAt: Timestamp.now() });

    const counts = await call('applicationStageCounts', { token, query: { jobId: job._id } });
    expect(counts.status).toBe(200);
    expect(counts.json).toEqual({ ...emptyStageCounts(), applied: 2, interview: 1, hired: 1 });
    const all = await call('applicationStageCounts', { token });
    expect(Object.keys(all.json)).toEqual(['applied', 'screening', 'interview', 'offer', 'hired', 'rejected']);
    expect(all.json.hired).toBeGreaterThanOrEqual(1);
    expect((await call('applicationStageCounts', { token, query: { jobId: 'a/b' } })).status).toBe(400);

    const list = await call('applicationList', { token, params: { jobId: job._id } });
    const rows = Object.fromEntries(list.json.map((row: { _id: string }) => [row._id, row]));
    expect(rows[apps[0]!.id]).toMatchObject({ stage: 'interview', reference: apps[0]!.reference });
    expect(rows[apps[2]!.id]).toMatchObject({ stage: 'applied', reference: apps[2]!.reference });
    expect(rows[legacy.id]).toMatchObject({ stage: 'applied', reference: null });

    const detail = await call('applicationDetail', { token, params: { id: apps[1]!.id } });
    expect(detail.json).toMatchObject({
      _id: apps[1]!.id,
      stage: 'hired',
      affiliateId: affiliate.id,
      jobTitle: DEMO_AFFILIATE_JOBS[0]!.jobTitle,
    });
    expect((await call('applicationDetail', { token, params: { id: 'missing-one' } })).status).toBe(404);
  });

  it('previews the mail of a stage without sending it', async () => {
    const { person, id, reference } = await apply(undefined, job);
    const res = await call('applicationMailPreview', { token, params: { id }, query: { stage: 'offer' } });
    expect(res.status).toBe(200);
    const statusUrl = absoluteUrl(ORIGIN, applicationStatusPagePath('…'));
    expect(res.json).toEqual({
      to: person.email,
      ...stageMail('offer', { name: person.name, jobTitle: job.jobTitle, reference, statusUrl }),
    });
    expect(await mailsTo(person.email)).toHaveLength(1);
    expect(await events(id)).toHaveLength(1);
    const bad = await call('applicationMailPreview', { token, params: { id }, query: { stage: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(PIPELINE_MESSAGES.stageInvalid);
  });
});

describe('affiliates see outcomes', () => {
  it("a referral's status follows the stage of the application it led to, and the affiliate's jobs count stages", async () => {
    const affiliate = await newAffiliate();
    const posted = await api(apiPath(ENDPOINTS.affiliateJobCreate), {
      method: 'POST',
      token: affiliate.token,
      json: { ...DEMO_AFFILIATE_JOBS[1], affiliateId: affiliate.id },
    });
    const job = posted.json as { _id: string; affiliateId: string; jobTitle: string };
    await approveAffiliateJobs(job._id);
    const student = applicant();
    const referred = await call('referStudent', {
      token,
      json: { jobId: job._id, affiliateId: affiliate.id, studentName: student.name, email: student.email.toUpperCase(), jobTitle: 'x' },
    });
    expect(referred.status).toBe(201);
    expect(referred.json).toMatchObject({ stage: 'referred', status: 'Referred', applicationId: null });

    const own = async () => {
      const res = await api(apiPath(ENDPOINTS.affiliateJobsOwn, { affiliateId: affiliate.id }), { token: affiliate.token });
      expect(res.status).toBe(200);
      return res.json[0] as {
        referrals: { _id: string; stage: string; status: string; applicationId: string | null }[];
        stageCounts: object;
      };
    };

    // Before the student applies, the referral is a candidate at the stage the admin wrote ('HR': screening).
    expect((await own()).stageCounts).toEqual(emptyStageCounts());
    await call('referralStatusUpdate', { token, params: { id: referred.json._id }, json: { status: 'HR' } });
    expect(await own()).toMatchObject({
      referrals: [{ stage: 'screening', status: 'HR' }],
      stageCounts: { ...emptyStageCounts(), screening: 1 },
    });

    // The student applies (same job, same address in another case): the application is the candidate now.
    const { id } = await apply(student, job);
    expect(await own()).toMatchObject({
      referrals: [expect.objectContaining({ stage: 'applied', status: 'Received', applicationId: id })],
      stageCounts: { ...emptyStageCounts(), applied: 1 },
    });

    await move(id, { stage: 'interview' });
    expect((await own()).referrals[0]).toMatchObject({ stage: 'interview', status: 'Interview' });
    const adminView = await call('referredStudents', { token, params: { affiliateJobId: job._id } });
    expect(adminView.json[0]).toMatchObject({ stage: 'interview', status: 'Interview', applicationId: id });

    // The admin's referral status update moves the application, with its event.
    const updated = await call('referralStatusUpdate', { token, params: { id: referred.json._id }, json: { status: 'Offer' } });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ stage: 'offer', status: 'Offer', applicationId: id });
    expect((await call('applicationDetail', { token, params: { id } })).json.stage).toBe('offer');
    expect((await events(id)).at(-1)).toMatchObject({ type: 'stage', from: 'interview', to: 'offer', actor: DEMO_ADMIN.email });
    // A text naming no stage stands beside the application's stage, and gives way when it moves on;
    // 'Referred' cannot take an application back.
    const note = await call('referralStatusUpdate', { token, params: { id: referred.json._id }, json: { status: 'Offer letter sent' } });
    expect(note.json).toMatchObject({ stage: 'offer', status: 'Offer letter sent', applicationId: id });
    expect((await own()).referrals[0]).toMatchObject({ stage: 'offer', status: 'Offer letter sent' });
    const back = await call('referralStatusUpdate', { token, params: { id: referred.json._id }, json: { status: 'Referred' } });
    expect(back.json).toMatchObject({ stage: 'offer', status: 'Referred' });
    expect((await call('applicationDetail', { token, params: { id } })).json.stage).toBe('offer');

    const mine = await own();
    expect(mine.stageCounts).toEqual({ ...emptyStageCounts(), offer: 1 });
    await move(id, { stage: 'hired' });
    expect((await own()).referrals[0]).toMatchObject({ stage: 'hired', status: 'Hired' });
  });
});
