/** Interviews of the Interview stage: scheduling, clashes, invites calendars accept, the applicant's answer, scorecards, reminders. */
import { beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { Timestamp } from 'firebase-admin/firestore';
import {
  ADMIN_UNPAGED_MAX,
  COMMON_MESSAGES,
  ENDPOINTS,
  INTERVIEW_MESSAGES,
  TOTAL_COUNT_HEADER,
  apiPath,
  type EndpointName,
} from '@careers/domain';
import { demoJobs } from '../../scripts/stack/demoData';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { sendInterviewReminders } from '../../functions/src/interviews/reminders';
import { backfillInterviewTimes } from '../../functions/src/interviews/timesBackfill';
import { newStaff, type TestAdmin } from '../support/accounts';
import { seedDocs } from '../support/admin';
import { CONTENT_TYPES, RESUME_BYTES, applicant, multipartPoster, uniqueLetters } from '../support/submissions';
import { adminToken, api, idTokenFor, useEmulators } from '../support/stack';

useEmulators();

const postApply = multipartPoster(apiPath(ENDPOINTS.jobApply));
const fixedJob = demoJobs()[1]!;
const STATUS_LINK = /\/applications\/status\/([A-Za-z0-9_-]+)/;
const HOUR = 60 * 60_000;

let admin: string;
let interviewerA: TestAdmin & { token: string };
let interviewerB: TestAdmin & { token: string };
let outsider: TestAdmin & { token: string };

async function staff(role: 'admin' | 'recruiter') {
  const account = await newStaff(role);
  return { ...account, token: await idTokenFor(account.email, account.password) };
}

beforeAll(async () => {
  admin = await adminToken();
  [interviewerA, interviewerB, outsider] = await Promise.all([staff('recruiter'), staff('recruiter'), staff('recruiter')]);
});

async function apply() {
  const person = applicant();
  const res = await postApply(
    { ...person, jobId: fixedJob.jobId, jobTitle: '', affiliateId: '' },
    {
      name: 'cv.pdf',
      bytes: RESUME_BYTES.pdf,
      type: CONTENT_TYPES.pdf,
    },
  );
  expect(res.status).toBe(201);
  return { person, id: res.json._id as string };
}

const as = (name: EndpointName, params: Record<string, string>, json?: unknown, token = admin) =>
  api(apiPath(ENDPOINTS[name], params), { method: ENDPOINTS[name].method, token, json });

/** An India-time start `hours` from now, on a whole minute, as the form sends it. */
const startIn = (hours: number) => new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString();

const videoInterview = (startsAt: string, interviewerIds: string[], extra: object = {}) => ({
  startsAt,
  durationMinutes: 45,
  mode: 'video',
  link: 'https://meet.example.com/abc-defg',
  interviewerIds,
  message: 'Please have your portfolio ready.',
  notify: true,
  ...extra,
});

interface StoredMail {
  id: string;
  to: string;
  message: { subject: string; text: string; attachments?: { filename: string; content: string; contentType: string }[] };
}

async function mailsTo(email: string): Promise<StoredMail[]> {
  const snapshot = await db().collection(COLLECTIONS.mail).where('to', '==', email).get();
  return snapshot.docs
    .sort((a, b) => a.get('createdAt').toMillis() - b.get('createdAt').toMillis() || a.id.localeCompare(b.id))
    .map((doc) => ({ id: doc.id, ...(doc.data() as Omit<StoredMail, 'id'>) }));
}

/** The invite of a mail, read by a real iCalendar parser. */
function inviteOf(mail: StoredMail) {
  const attachment = mail.message.attachments?.find((file) => file.filename === 'invite.ics');
  expect(attachment, `an invite in ${mail.message.subject}`).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    contentType: attachment!.contentType,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    location: event.location,
    organizer: String(vevent.getFirstPropertyValue('organizer')),
    attendees: vevent
      .getAllProperties('attendee')
      .map((prop) => ({ address: String(prop.getFirstValue()), rsvp: prop.getParameter('rsvp') })),
  };
}

const statusTokenOf = (mail: StoredMail) => STATUS_LINK.exec(mail.message.text)![1]!;

describe('scheduling an interview', () => {
  it('answers 201 with the interview, moves the application to interview with one history event, and mails invites calendars accept', async () => {
    const { person, id } = await apply();
    const startsAt = startIn(48);
    const res = await as('interviewSchedule', { id }, videoInterview(startsAt, [interviewerA.id, interviewerB.id]));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      applicationId: id,
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + 45 * 60_000).toISOString(),
      mode: 'video',
      location: null,
      link: 'https://meet.example.com/abc-defg',
      interviewerIds: [interviewerA.id, interviewerB.id],
      status: 'scheduled',
      sequence: 0,
      response: 'pending',
    });
    expect(typeof res.json._id).toBe('string');

    const detail = await as('applicationDetail', { id });
    expect(detail.json.stage).toBe('interview');
    const events = (await as('applicationEvents', { id })).json as { type: string; from?: string; to?: string; text?: string }[];
    const moves = events.filter((event) => event.type === 'stage' && event.to === 'interview');
    expect(moves).toHaveLength(1);
    expect(moves[0]!.text).toMatch(/^Interview scheduled for/);
    expect(events.filter((event) => event.type === 'interview')).toEqual([]);

    const mail = (await mailsTo(person.email)).at(-1)!;
    expect(mail.message.subject).toContain(`Interview for ${fixedJob.title}`);
    expect(mail.message.text).toMatch(STATUS_LINK);
    const invite = inviteOf(mail);
    expect(invite.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(invite).toMatchObject({ method: 'REQUEST', sequence: 0, start: startsAt, end: res.json.endsAt, location: res.json.link });
    expect(invite.summary).toContain(fixedJob.title);
    expect(invite.organizer).toMatch(/^mailto:/);
    expect(invite.attendees).toContainEqual({ address: `mailto:${person.email}`, rsvp: 'TRUE' });

    const interviewerMail = (await mailsTo(interviewerA.email)).at(-1)!;
    expect(inviteOf(interviewerMail).uid).toBe(invite.uid);
  });

  it('answers 409 naming the interviewer already booked in an overlapping slot, and 400 for a start in the past', async () => {
    const first = await apply();
    const second = await apply();
    const startsAt = startIn(72);
    expect((await as('interviewSchedule', { id: first.id }, videoInterview(startsAt, [interviewerB.id]))).status).toBe(201);
    const overlapping = new Date(Date.parse(startsAt) + 30 * 60_000).toISOString();
    const clash = await as('interviewSchedule', { id: second.id }, videoInterview(overlapping, [interviewerA.id, interviewerB.id]));
    expect(clash.status).toBe(409);
    expect(clash.json.message).toContain('Test recruiter');
    expect(clash.json.message).toMatch(/overlaps/);
    // Right after the first ends is free.
    const after = new Date(Date.parse(startsAt) + 45 * 60_000).toISOString();
    expect((await as('interviewSchedule', { id: second.id }, videoInterview(after, [interviewerB.id]))).status).toBe(201);

    const past = await as('interviewSchedule', { id: second.id }, videoInterview(startIn(-1), [interviewerA.id]));
    expect(past.status).toBe(400);
    expect(past.json.message).toBe(INTERVIEW_MESSAGES.startsInPast);
  });

  it('refuses malformed bodies with 400 and a clear message, never a 500', async () => {
    const { id } = await apply();
    const start = startIn(30);
    const cases: [object, string][] = [
      [{ ...videoInterview(start, [interviewerA.id]), durationMinutes: 10 }, INTERVIEW_MESSAGES.durationInvalid],
      [{ ...videoInterview(start, [interviewerA.id]), link: undefined }, INTERVIEW_MESSAGES.linkRequired],
      [{ ...videoInterview(start, [interviewerA.id]), mode: 'in-person', link: undefined }, INTERVIEW_MESSAGES.locationRequired],
      [videoInterview(start, []), INTERVIEW_MESSAGES.interviewersRequired],
      [videoInterview('2026-13-45T99:00', [interviewerA.id]), INTERVIEW_MESSAGES.startsAtInvalid],
      [{ ...videoInterview(start, [interviewerA.id]), message: 'x'.repeat(2001) }, INTERVIEW_MESSAGES.messageTooLong],
      [videoInterview(start, ['no-such-staff']), INTERVIEW_MESSAGES.interviewerUnknown('no-such-staff')],
      // A place or a link goes into the invite's one-line properties and the mail: no line breaks.
      [
        { ...videoInterview(start, [interviewerA.id]), mode: 'in-person', link: undefined, location: 'Pune\r\nBcc: x@example.com' },
        COMMON_MESSAGES.singleLine,
      ],
      [
        { ...videoInterview(start, [interviewerA.id]), link: 'https://meet.example.com/a\r\nBcc: x@example.com' },
        INTERVIEW_MESSAGES.linkInvalid,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await as('interviewSchedule', { id }, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect((await as('interviewSchedule', { id: 'no-such-application' }, videoInterview(start, [interviewerA.id]))).status).toBe(404);
  });
});

describe('a repeated schedule', () => {
  it('with the same Idempotency-Key answers the first interview and schedules nothing more', async () => {
    const { id } = await apply();
    const headers = { 'Idempotency-Key': `interview-${Date.now()}` };
    const body = videoInterview(startIn(400), [interviewerA.id], { notify: false });
    const post = () => api(apiPath(ENDPOINTS.interviewSchedule, { id }), { method: 'POST', token: admin, json: body, headers });
    const first = await post();
    const again = await post();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json._id).toBe(first.json._id);
    expect((await as('applicationInterviews', { id })).json).toHaveLength(1);
  });
});

describe('changing, cancelling and answering an interview', () => {
  it('reschedules with the same UID and SEQUENCE 1, takes the applicant’s answer by token, and cancels with METHOD:CANCEL', async () => {
    const { person, id } = await apply();
    const created = await as('interviewSchedule', { id }, videoInterview(startIn(100), [interviewerA.id]));
    expect(created.status).toBe(201);
    const interviewId = created.json._id as string;
    const firstInvite = inviteOf((await mailsTo(person.email)).at(-1)!);

    const newStart = startIn(101);
    const moved = await as('interviewUpdate', { id: interviewId }, { ...videoInterview(newStart, [interviewerA.id]), durationMinutes: 60 });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ sequence: 1, startsAt: newStart, durationMinutes: 60, status: 'scheduled' });
    const changeMail = (await mailsTo(person.email)).at(-1)!;
    const changed = inviteOf(changeMail);
    expect(changed).toMatchObject({ method: 'REQUEST', uid: firstInvite.uid, sequence: 1, start: newStart });

    // The applicant's status page: the next interview, its interviewers by name only.
    const statusToken = statusTokenOf(changeMail);
    const status = await api(apiPath(ENDPOINTS.applicationStatus, { token: statusToken }));
    expect(status.status).toBe(200);
    expect(status.json.interview).toEqual({
      startsAt: newStart,
      endsAt: new Date(Date.parse(newStart) + HOUR).toISOString(),
      mode: 'video',
      location: null,
      link: 'https://meet.example.com/abc-defg',
      interviewerNames: ['Test recruiter'],
      response: 'pending',
    });
    expect(status.text).not.toContain(interviewerA.email);
    expect(status.text).not.toContain(interviewerA.id);

    const respond = (json: unknown) =>
      api(apiPath(ENDPOINTS.applicationStatusInterviewResponse, { token: statusToken }), { method: 'POST', json });
    expect((await respond({ response: 'maybe' })).status).toBe(400);
    expect((await respond({ response: 'accept', note: 'x'.repeat(501) })).status).toBe(400);
    const answered = await respond({ response: 'accept', note: 'See you then' });
    expect(answered.status).toBe(200);
    expect(answered.json.interview.response).toBe('accept');
    expect(
      (
        await api(apiPath(ENDPOINTS.applicationStatusInterviewResponse, { token: 'A'.repeat(22) }), {
          method: 'POST',
          json: { response: 'accept' },
        })
      ).status,
    ).toBe(404);

    const listed = (await as('applicationInterviews', { id })).json as { _id: string; response: string; responseNote: string }[];
    expect(listed.find((row) => row._id === interviewId)).toMatchObject({ response: 'accept', responseNote: 'See you then' });
    const events = (await as('applicationEvents', { id })).json as { type: string; actor: string; text?: string }[];
    expect(events.some((event) => event.type === 'interview' && event.actor === 'applicant' && /Accepted/.test(event.text ?? ''))).toBe(
      true,
    );
    const bell = await db().collection(COLLECTIONS.notifications).where('sourceId', '==', id).get();
    expect(bell.docs.some((doc) => /Accepted/.test(String(doc.get('message'))))).toBe(true);

    // The reason is written into the cancellation mail: one line, or 400 and nothing cancelled.
    const forged = await as('interviewCancel', { id: interviewId }, { reason: 'Moved\r\nBcc: x@example.com' });
    expect([forged.status, forged.json.message]).toEqual([400, COMMON_MESSAGES.singleLine]);
    const cancelled = await as('interviewCancel', { id: interviewId }, { reason: 'The panel is unavailable' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ status: 'cancelled', sequence: 2, cancelReason: 'The panel is unavailable' });
    const cancelInvite = inviteOf((await mailsTo(person.email)).at(-1)!);
    expect(cancelInvite).toMatchObject({ method: 'CANCEL', uid: firstInvite.uid, sequence: 2 });
    expect(inviteOf((await mailsTo(interviewerA.email)).at(-1)!).method).toBe('CANCEL');
    expect((await as('interviewCancel', { id: interviewId }, { reason: 'again' })).status).toBe(409);
    expect((await as('interviewCancel', { id: interviewId }, {})).json.message).toBe(INTERVIEW_MESSAGES.reasonRequired);

    // Nothing left to answer.
    expect((await api(apiPath(ENDPOINTS.applicationStatus, { token: statusToken }))).json.interview).toBeNull();
    expect((await respond({ response: 'decline' })).status).toBe(409);
  });
});

describe('the interview list', () => {
  it('pages soonest first and filters by interviewer, status and range; refuses an unknown parameter', async () => {
    const { id } = await apply();
    const lonely = await staff('recruiter');
    const [early, late] = [startIn(200), startIn(203)];
    await as('interviewSchedule', { id }, videoInterview(late, [lonely.id]));
    await as('interviewSchedule', { id }, videoInterview(early, [lonely.id]));
    const page = await api(`${apiPath(ENDPOINTS.interviewList)}?interviewerId=${lonely.id}&limit=1`, { token: interviewerB.token });
    expect(page.status).toBe(200);
    expect(page.json.total).toBe(2);
    expect(page.json.rows.map((row: { startsAt: string }) => row.startsAt)).toEqual([early]);
    const next = await api(`${apiPath(ENDPOINTS.interviewList)}?interviewerId=${lonely.id}&limit=1&cursor=${page.json.nextCursor}`, {
      token: admin,
    });
    expect(next.json.rows.map((row: { startsAt: string }) => row.startsAt)).toEqual([late]);
    expect(next.json.nextCursor).toBeNull();
    const ranged = await api(`${apiPath(ENDPOINTS.interviewList)}?interviewerId=${lonely.id}&status=scheduled&from=${late}`, {
      token: admin,
    });
    // Without limit: the plain array.
    expect(ranged.json.map((row: { startsAt: string }) => row.startsAt)).toEqual([late]);
    expect((await api(`${apiPath(ENDPOINTS.interviewList)}?who=me`, { token: admin })).status).toBe(400);
    expect((await api(`${apiPath(ENDPOINTS.interviewList)}?status=done`, { token: admin })).status).toBe(400);
    expect((await api(`${apiPath(ENDPOINTS.interviewList)}?cursor=nonsense`, { token: admin })).status).toBe(400);
    const options = await api(apiPath(ENDPOINTS.interviewerOptions), { token: interviewerA.token });
    expect(options.json).toContainEqual({ _id: lonely.id, name: 'Test recruiter' });
  });

  it(`answers, without limit, every match soonest first as a plain array, at most ${ADMIN_UNPAGED_MAX}, with the count header when more match`, async () => {
    const list = apiPath(ENDPOINTS.interviewList);
    const crowded = `seeded${uniqueLetters()}`;
    // Seeded directly, far beyond any other test's interviews (no reminder, no other list's first page), then deleted.
    const first = Math.floor((Date.now() + 400 * 24 * HOUR) / 60_000) * 60_000;
    const ids = await seedDocs(COLLECTIONS.interviews, ADMIN_UNPAGED_MAX + 2, (i) => ({
      applicationId: 'seeded',
      status: 'scheduled',
      mode: 'phone',
      interviewerIds: [crowded],
      interviewers: [],
      startsAt: Timestamp.fromMillis(first + (ADMIN_UNPAGED_MAX + 1 - i) * HOUR),
      endsAt: Timestamp.fromMillis(first + (ADMIN_UNPAGED_MAX + 1 - i) * HOUR + 30 * 60_000),
    }));
    try {
      const all = await api(`${list}?interviewerId=${crowded}`, { token: admin });
      expect(all.status).toBe(200);
      expect(all.json).toHaveLength(ADMIN_UNPAGED_MAX);
      expect(all.headers.get(TOTAL_COUNT_HEADER)).toBe(String(ADMIN_UNPAGED_MAX + 2));
      const starts = (all.json as { startsAt: string }[]).map((row) => Date.parse(row.startsAt));
      expect(starts[0]).toBe(first);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      const ranged = await api(`${list}?interviewerId=${crowded}&from=${new Date(first + ADMIN_UNPAGED_MAX * HOUR).toISOString()}`, {
        token: admin,
      });
      expect(ranged.json).toHaveLength(2);
      expect(ranged.headers.get(TOTAL_COUNT_HEADER)).toBeNull();
      const cursor = await api(`${list}?interviewerId=${crowded}&cursor=abc`, { token: admin });
      expect([cursor.status, cursor.json.message]).toEqual([400, INTERVIEW_MESSAGES.cursorNeedsLimit]);
    } finally {
      await deleteSeeded(ids);
    }
  });
});

async function deleteSeeded(ids: readonly string[]) {
  for (let start = 0; start < ids.length; start += 500) {
    const batch = db().batch();
    for (const id of ids.slice(start, start + 500)) batch.delete(db().collection(COLLECTIONS.interviews).doc(id));
    await batch.commit();
  }
}

describe("the application rows' next interview", () => {
  it('is the soonest scheduled interview not ended: it follows each schedule, change and cancellation', async () => {
    const { person, id } = await apply();
    const panel = await staff('recruiter');
    const nextOf = async () => {
      const rows = await api(apiPath(ENDPOINTS.applicationList, { jobId: fixedJob.jobId }, { limit: '5', q: person.email }), {
        token: admin,
      });
      expect(rows.json.rows).toHaveLength(1);
      return rows.json.rows[0].nextInterviewAt as string | null;
    };
    expect(await nextOf()).toBeNull();
    const [later, sooner, moved] = [startIn(500), startIn(480), startIn(520)];
    const one = await as('interviewSchedule', { id }, videoInterview(later, [panel.id], { notify: false }));
    expect(await nextOf()).toBe(later);
    const two = await as('interviewSchedule', { id }, videoInterview(sooner, [panel.id], { notify: false }));
    expect(await nextOf()).toBe(sooner);
    expect((await as('interviewUpdate', { id: two.json._id }, videoInterview(moved, [panel.id], { notify: false }))).status).toBe(200);
    expect(await nextOf()).toBe(later);
    expect((await as('interviewCancel', { id: one.json._id }, { reason: 'Filled', notify: false })).status).toBe(200);
    expect(await nextOf()).toBe(moved);
    await as('interviewCancel', { id: two.json._id }, { reason: 'Filled', notify: false });
    expect(await nextOf()).toBeNull();
  });

  it('is written for interviews stored before the copy by backfill-interview-times, once', async () => {
    const { person, id } = await apply();
    const at = (hours: number) => Timestamp.fromMillis(Date.parse(startIn(hours)));
    const stored = (status: string, hours: number) => ({
      applicationId: id,
      status,
      mode: 'phone',
      startsAt: at(hours),
      endsAt: at(hours + 1),
    });
    const interviews = db().collection(COLLECTIONS.interviews);
    const [coming, cancelled, ended] = [interviews.doc(), interviews.doc(), interviews.doc()];
    await Promise.all([coming.set(stored('scheduled', 700)), cancelled.set(stored('cancelled', 650)), ended.set(stored('scheduled', -5))]);
    const nextOf = async () =>
      (await api(apiPath(ENDPOINTS.applicationList, { jobId: fixedJob.jobId }, { limit: '5', q: person.email }), { token: admin })).json
        .rows[0].nextInterviewAt;
    expect(await nextOf()).toBeNull();
    expect(await backfillInterviewTimes(new Date())).toBeGreaterThanOrEqual(1);
    expect(await nextOf()).toBe(startIn(700));
    const times = (await db().collection(COLLECTIONS.applications).doc(id).get()).get('interviewTimes');
    expect(Object.keys(times)).toEqual([coming.id]);
    expect(await backfillInterviewTimes(new Date())).toBe(0);
  });
});

describe('scorecards', () => {
  it('are written by the interviewers (one each, editable) and an admin, refused with 403 for other staff, closed after the stage', async () => {
    const { id } = await apply();
    const created = await as(
      'interviewSchedule',
      { id },
      videoInterview(startIn(300), [interviewerA.id, interviewerB.id], { notify: false }),
    );
    const interviewId = created.json._id as string;
    const write = (token: string, json: unknown) => as('interviewFeedback', { id: interviewId }, json, token);

    expect((await write(interviewerA.token, { rating: 4, recommendation: 'yes', notes: 'Clear thinker' })).status).toBe(200);
    const edited = await write(interviewerA.token, { rating: 5, recommendation: 'strong-yes', notes: 'Even better on review' });
    expect(edited.status).toBe(200);
    expect((await write(interviewerB.token, { rating: 2, recommendation: 'no', notes: '' })).status).toBe(200);
    const refused = await write(outsider.token, { rating: 1, recommendation: 'strong-no', notes: 'Not mine to judge' });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(INTERVIEW_MESSAGES.notInterviewer);
    expect((await write(interviewerA.token, { rating: 6, recommendation: 'yes' })).json.message).toBe(INTERVIEW_MESSAGES.ratingInvalid);
    expect((await write(interviewerA.token, { rating: 3, recommendation: 'perhaps' })).status).toBe(400);

    expect((await write(admin, { rating: 2, recommendation: 'no', notes: 'Second look by an admin' })).status).toBe(200);

    const [interview] = (await as('applicationInterviews', { id })).json as {
      scorecards: { interviewerId: string; rating: number; recommendation: string }[];
      averageRating: number;
    }[];
    expect(interview!.scorecards).toHaveLength(3);
    expect(interview!.scorecards).toContainEqual(
      expect.objectContaining({ interviewerId: interviewerA.id, rating: 5, recommendation: 'strong-yes' }),
    );
    expect(interview!.averageRating).toBe(3);

    await as('applicationStageMove', { id }, { stage: 'offer' });
    const closed = await write(interviewerA.token, { rating: 3, recommendation: 'yes', notes: '' });
    expect(closed.status).toBe(409);
    expect(closed.json.message).toBe(INTERVIEW_MESSAGES.scorecardClosed);
  });
});

describe('reminders', () => {
  it('mail the applicant and the interviewers once, 24 hours before', async () => {
    const { person, id } = await apply();
    const reminded = await staff('recruiter');
    const startsAt = startIn(30);
    const created = await as('interviewSchedule', { id }, videoInterview(startsAt, [reminded.id], { notify: false }));
    expect(created.status).toBe(201);
    const reminders = async () => (await mailsTo(person.email)).filter((mail) => mail.message.subject.startsWith('Tomorrow:'));

    // Not yet within 24 hours of the start.
    await sendInterviewReminders(new Date(Date.parse(startsAt) - 25 * HOUR));
    expect(await reminders()).toHaveLength(0);
    await sendInterviewReminders(new Date(Date.parse(startsAt) - 23 * HOUR));
    await sendInterviewReminders(new Date(Date.parse(startsAt) - 22 * HOUR));
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message.text).toMatch(STATUS_LINK);
    expect((await mailsTo(reminded.email)).filter((mail) => mail.message.subject.startsWith('Tomorrow:'))).toHaveLength(1);
  });
});
