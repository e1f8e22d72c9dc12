/**
 * Personal data (domain/src/privacy.ts): every public form and the affiliate registration
 * need the sender's consent (400 without it, nothing stored) and keep it with the notice's version;
 * the daily retention run (here with a fixed clock) erases exactly what is past its kind's
 * retention, with files, notifications and history, and audits the run; an admin finds, exports
 * (one ZIP) and erases everything held about one email, case aside, leaving another person's
 * records and an audit entry without the erased data.
 */
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  API_MESSAGES,
  COLLEGE_FIELDS,
  COMPANY_FIELDS,
  CONTACT_FIELDS,
  ENDPOINTS,
  IDEMPOTENCY_KEY_HEADER,
  PERSON_RECORD_KINDS,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
  NO_COURSES_OFFERED,
  STUDENT_FIELDS,
  apiPath,
  withSearchTokens,
  type PersonRecords,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { fileStore } from '../../functions/src/files';
import { auth, db } from '../../functions/src/firebase';
import { notificationId } from '../../functions/src/triggers/notifications';
import { eraseExpiredRecords } from '../../functions/src/privacy/retention';
import { unzipStored } from '../../functions/src/privacy/zip';
import { demoJobs } from '../../scripts/stack/demoData';
import { call } from '../support/admin';
import { newStaff } from '../support/accounts';
import { registration } from '../support/affiliates';
import { CONTENT_TYPES, RESUME_BYTES, countDocs, multipartPoster, uniqueLetters } from '../support/submissions';
import { BASE_URL, adminToken, api, useEmulators } from '../support/stack';

useEmulators();

const tag = uniqueLetters();
const job = demoJobs()[1]!;
const pdf = { name: 'cv.pdf', bytes: RESUME_BYTES.pdf, type: CONTENT_TYPES.pdf };
const postJson = (name: 'contactSubmit' | 'collegeSubmit' | 'companySubmit' | 'affiliateRegister', json: object) =>
  api(apiPath(ENDPOINTS[name]), { method: 'POST', json });
const postForm = (name: 'resumeSubmit' | 'jobApply') => multipartPoster(apiPath(ENDPOINTS[name]));

const contact = (email: string, name = `Priya ${tag}`) => ({ userType: 'student', name, email, message: 'Please call me.' });
const college = (email: string) => ({
  polytechnicCourses: ['Diploma in Engineering'],
  ugCourses: ['B.Tech'],
  pgCourses: [NO_COURSES_OFFERED],
  studentsStrengthPolytechnic: 120,
  studentsStrengthUG: '450',
  studentsStrengthPG: '',
  collegeName: `Privacy College ${tag}`,
  location: { street: '1 College Road', landmark: '', state: 'Karnataka', city: 'Mysuru', pincode: '570001' },
  collegeEmail: email,
  mobileNumber: '9123456789',
  placementSeasonDuration: { startDate: '2025-01-10', endDate: '2025-03-31' },
  upcomingEvents: 'Tech fest',
  partnershipInterests: ['Campus Placement'],
});
const company = (email: string) => ({
  companyName: `Privacy Company ${tag}`,
  industry: 'Software',
  location: { street: '5 Ring Road', landmark: '', state: 'Telangana', city: 'Hyderabad', pincode: '500001' },
  companySize: '250',
  contactPerson: 'Meera Nair',
  contactEmail: email,
  contactPhone: '8123456789',
  partnershipInterests: ['Campus Drives'],
});
const applicantOf = (email: string) => ({ name: `Priya ${tag}`, email, phone: '9876543210' });

const withEmail = (collection: string, field: string, email: string) => countDocs(collection, field, email);

describe('consent to the privacy notice', () => {
  it('refuses every public form and the affiliate registration without consent (400, nothing stored)', async () => {
    const email = `noconsent.${tag}@gmail.com`;
    const refused = await Promise.all([
      postJson('contactSubmit', contact(email)),
      postJson('collegeSubmit', { ...college(email), consent: false }),
      postJson('companySubmit', { ...company(email), consent: 'yes' }),
      postJson('affiliateRegister', registration({ email, consent: undefined })),
      postForm('resumeSubmit')({ ...applicantOf(email), consent: undefined }, pdf),
      postForm('jobApply')({ ...applicantOf(email), jobId: job.jobId, affiliateId: '', consent: 'false' }, pdf),
    ]);
    for (const res of refused) {
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: PRIVACY_MESSAGES.consentRequired, errors: { consent: PRIVACY_MESSAGES.consentRequired } });
    }
    const stored = await Promise.all([
      withEmail(COLLECTIONS.contacts, 'email', email),
      withEmail(COLLECTIONS.colleges, 'collegeEmail', email),
      withEmail(COLLECTIONS.companies, 'contactEmail', email),
      withEmail(COLLECTIONS.affiliates, 'email', email),
      withEmail(COLLECTIONS.resumes, 'email', email),
      withEmail(COLLECTIONS.applications, 'email', email),
    ]);
    expect(stored).toEqual([0, 0, 0, 0, 0, 0]);
    await expect(auth().getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});

/** Ancient dates: only this file's records are past any retention at this clock (other tests' records are of 2001 or later). */
const NOW = new Date(`1993-06-01T00:00:00.${String(Date.now() % 1000).padStart(3, '0')}Z`);
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

describe('retention', () => {
  it('erases exactly the records past their retention at a fixed clock, with files, notifications and history, and audits the run', async () => {
    const refs = {
      oldApplication: db().collection(COLLECTIONS.applications).doc(),
      activeApplication: db().collection(COLLECTIONS.applications).doc(),
      oldResume: db().collection(COLLECTIONS.resumes).doc(),
      oldContact: db().collection(COLLECTIONS.contacts).doc(),
      recentContact: db().collection(COLLECTIONS.contacts).doc(),
      oldMail: db().collection(COLLECTIONS.mail).doc(),
      oldReferral: db().collection(COLLECTIONS.referrals).doc(),
      oldCollege: db().collection(COLLECTIONS.colleges).doc(),
      recentCollege: db().collection(COLLECTIONS.colleges).doc(),
      oldCompany: db().collection(COLLECTIONS.companies).doc(),
      recentCompany: db().collection(COLLECTIONS.companies).doc(),
    };
    const resumePath = (id: string) => `resumes/${id}/cv.pdf`;
    const withResume = (id: string) => ({ resumePath: resumePath(id), resumeFileName: 'cv.pdf', resumeContentType: CONTENT_TYPES.pdf });
    const email = `retained.${tag}@gmail.com`;
    await Promise.all(
      [refs.oldApplication, refs.activeApplication, refs.oldResume].map((ref) =>
        fileStore().save(resumePath(ref.id), RESUME_BYTES.pdf, CONTENT_TYPES.pdf),
      ),
    );
    const batch = db().batch();
    // 24 months: applied 1991-01, nothing since (erased); applied 1991-01 but moved 1992-01 (kept).
    batch.set(refs.oldApplication, {
      name: 'Old',
      email,
      jobTitle: 'Analyst',
      appliedAt: at('1991-01-01T00:00:00Z'),
      ...withResume(refs.oldApplication.id),
    });
    batch.set(refs.oldApplication.collection('events').doc(), { type: 'stage', to: 'applied', at: at('1991-01-01T00:00:00Z') });
    batch.set(refs.activeApplication, {
      name: 'Active',
      email,
      jobTitle: 'Analyst',
      appliedAt: at('1991-01-01T00:00:00Z'),
      stageChangedAt: at('1992-01-01T00:00:00Z'),
      ...withResume(refs.activeApplication.id),
    });
    batch.set(refs.oldResume, {
      ...withSearchTokens(STUDENT_FIELDS, applicantOf(email)),
      createdAt: at('1991-05-31T00:00:00Z'),
      ...withResume(refs.oldResume.id),
    });
    batch.set(db().collection(COLLECTIONS.notifications).doc(notificationId('resumes', refs.oldResume.id)), {
      type: 'resume',
      message: 'Old resume',
      read: false,
      sourceId: refs.oldResume.id,
      createdAt: at('1991-05-31T00:00:00Z'),
    });
    // 12 months: 1992-01 (erased), 1992-09 (kept).
    batch.set(refs.oldContact, { ...withSearchTokens(CONTACT_FIELDS, contact(email)), createdAt: at('1992-01-01T00:00:00Z') });
    batch.set(refs.recentContact, { ...withSearchTokens(CONTACT_FIELDS, contact(email)), createdAt: at('1992-09-01T00:00:00Z') });
    batch.set(refs.oldMail, { to: email, message: { subject: 'Old', text: 'Old' }, createdAt: at('1992-01-01T00:00:00Z') });
    batch.set(refs.oldReferral, { studentName: 'Old', email, jobTitle: 'Analyst', createdAt: at('1991-01-01T00:00:00Z') });
    // College and company forms, 24 months: a day past the cutoff (erased, with its notification), a day within (kept).
    const collegeForm = withSearchTokens(COLLEGE_FIELDS, college(email));
    const companyForm = withSearchTokens(COMPANY_FIELDS, company(email));
    batch.set(refs.oldCollege, { ...collegeForm, createdAt: at('1991-05-31T00:00:00Z') });
    batch.set(db().collection(COLLECTIONS.notifications).doc(notificationId('colleges', refs.oldCollege.id)), {
      type: 'college',
      message: 'Old college form',
      read: false,
      sourceId: refs.oldCollege.id,
      createdAt: at('1991-05-31T00:00:00Z'),
    });
    batch.set(refs.recentCollege, { ...collegeForm, createdAt: at('1991-06-02T00:00:00Z') });
    batch.set(refs.oldCompany, { ...companyForm, createdAt: at('1991-05-31T00:00:00Z') });
    batch.set(refs.recentCompany, { ...companyForm, createdAt: at('1991-06-02T00:00:00Z') });
    await batch.commit();

    const counts = await eraseExpiredRecords(NOW);
    const byKind = { applications: 1, resumes: 1, contacts: 1, colleges: 1, companies: 1, referrals: 1, mail: 1 };
    expect(counts).toEqual({ records: 7, files: 2, byKind });

    const left = async (ref: DocumentReference) => (await ref.get()).exists;
    const erased = [refs.oldApplication, refs.oldResume, refs.oldContact, refs.oldMail, refs.oldReferral, refs.oldCollege, refs.oldCompany];
    expect(await Promise.all(erased.map(left))).toEqual(erased.map(() => false));
    const kept = [refs.activeApplication, refs.recentContact, refs.recentCollege, refs.recentCompany];
    expect(await Promise.all(kept.map(left))).toEqual(kept.map(() => true));
    expect((await refs.oldApplication.collection('events').get()).size).toBe(0);
    expect(await left(db().collection(COLLECTIONS.notifications).doc(notificationId('resumes', refs.oldResume.id)))).toBe(false);
    expect(await left(db().collection(COLLECTIONS.notifications).doc(notificationId('colleges', refs.oldCollege.id)))).toBe(false);
    expect(await fileStore().read(resumePath(refs.oldApplication.id))).toBeNull();
    expect(await fileStore().read(resumePath(refs.oldResume.id))).toBeNull();
    expect(await fileStore().read(resumePath(refs.activeApplication.id))).toEqual(RESUME_BYTES.pdf);

    const audit = await db().collection(COLLECTIONS.audit).where('at', '==', Timestamp.fromDate(NOW)).get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        action: 'retention',
        actor: { uid: 'system', email: null, role: 'system' },
        count: 7,
        summary: `${PRIVACY_MESSAGES.erased(7, 2)} (applications 1, resumes 1, contacts 1, colleges 1, companies 1, referrals 1, mail 1)`,
      }),
    ]);
  });
});

describe('find, export and erase one person', () => {
  const email = `Priya.${tag}@Gmail.com`;
  const other = `other.${tag}@gmail.com`;
  let token: string;
  const ids = {} as Record<
    | 'application'
    | 'resume'
    | 'trashedResume'
    | 'contact'
    | 'college'
    | 'company'
    | 'otherContact'
    | 'otherResume'
    | 'referral'
    | 'interview',
    string
  >;

  beforeAll(async () => {
    token = await adminToken();
    const sent = await Promise.all([
      postForm('jobApply')({ ...applicantOf(email), jobId: job.jobId, jobTitle: job.title, affiliateId: '' }, pdf),
      postForm('resumeSubmit')(applicantOf(email.toLowerCase()), pdf),
      postForm('resumeSubmit')(applicantOf(email), { ...pdf, name: 'trashed.pdf' }),
      postJson('contactSubmit', { ...contact(email.toUpperCase()), consent: true }),
      postJson('collegeSubmit', { ...college(email), consent: true }),
      postJson('companySubmit', { ...company(email), consent: true }),
      postJson('contactSubmit', { ...contact(other, `Other ${tag}`), consent: true }),
      postForm('resumeSubmit')(applicantOf(other), pdf),
    ]);
    expect(sent.map((res) => res.status)).toEqual(sent.map(() => 201));
    const keys = ['application', 'resume', 'trashedResume', 'contact', 'college', 'company', 'otherContact', 'otherResume'] as const;
    keys.forEach((key, i) => (ids[key] = sent[i]!.json._id as string));
    // A referral stored before email keys existed (its address typed in lower case): found by its email field.
    const referral = db().collection(COLLECTIONS.referrals).doc();
    await referral.set({
      affiliateJobId: 'gone',
      affiliateId: 'gone',
      jobId: 'GONE-1',
      jobTitle: 'Analyst',
      studentName: `Priya ${tag}`,
      email: email.toLowerCase(),
      stage: 'applied',
      createdAt: Timestamp.now(),
    });
    ids.referral = referral.id;
    // An interview of the application, with a scorecard, and the applicant's answer on the staff's bell.
    const interviewer = await newStaff('recruiter');
    const scheduled = await call('interviewSchedule', {
      token,
      params: { id: ids.application },
      json: {
        startsAt: new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5 * 86_400_000).toISOString(),
        durationMinutes: 30,
        mode: 'in-person',
        location: 'Pune office',
        interviewerIds: [interviewer.id],
        notify: true,
      },
    });
    expect(scheduled.status).toBe(201);
    ids.interview = scheduled.json._id as string;
    expect(
      (await call('interviewFeedback', { token, params: { id: ids.interview }, json: { rating: 4, recommendation: 'yes' } })).status,
    ).toBe(200);
    const invite = (await db().collection(COLLECTIONS.mail).where('to', '==', email).get()).docs.find((doc) =>
      String(doc.get('message.subject')).startsWith('Interview for'),
    )!;
    const statusToken = /\/applications\/status\/([A-Za-z0-9_-]+)/.exec(String(invite.get('message.text')))![1]!;
    const answered = await api(apiPath(ENDPOINTS.applicationStatusInterviewResponse, { token: statusToken }), {
      method: 'POST',
      json: { response: 'accept' },
    });
    expect(answered.status).toBe(200);
    const deleted = await call('resumeDelete', { token, json: { ids: [ids.trashedResume] } });
    expect(deleted.status).toBe(200);
    // The relay writes each submission's notification a moment later: erase once they are there.
    const notified = [ids.application, ids.resume, ids.contact, ids.college, ids.company];
    await vi.waitFor(
      async () => {
        const notices = await db().collection(COLLECTIONS.notifications).where('sourceId', 'in', notified).get();
        if (notices.size < notified.length) throw new Error(`${notices.size} of ${notified.length} notifications so far`);
      },
      { timeout: 10_000, interval: 200 },
    );
  });

  it('lists every kind of record held about the email, in any case, and nothing of anyone else', async () => {
    const found = await call('privacyFind', { token, query: { email: email.toLowerCase() } });
    expect(found.status).toBe(200);
    const { records, email: asked } = found.json as PersonRecords;
    expect(asked).toBe(email.toLowerCase());
    expect(new Set(records.map((record) => record.kind))).toEqual(new Set(PERSON_RECORD_KINDS));
    const recordIds = records.map((record) => record.id);
    expect(recordIds).toEqual(
      expect.arrayContaining([ids.application, ids.resume, ids.contact, ids.college, ids.company, ids.referral, ids.interview]),
    );
    expect(recordIds).not.toContain(ids.otherContact);
    expect(recordIds).not.toContain(ids.otherResume);
    expect(records.find((record) => record.id === ids.company)?.summary).toContain(`Privacy Company ${tag}`);

    const refused = await call('privacyFind', { token, query: { email: 'not an email' } });
    expect(refused.status).toBe(400);
  });

  it('exports one ZIP with every record as JSON and the resume files, then erases it all, and only it', async () => {
    const res = await fetch(`${BASE_URL}${apiPath(ENDPOINTS.privacyExport)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/zip');
    const files = unzipStored(Buffer.from(await res.arrayBuffer()));
    const json = JSON.parse(files.find((file) => file.name === 'records.json')!.bytes.toString('utf8'));
    const exported = json.records as { kind: string; id: string; data: Record<string, unknown> }[];
    expect(exported.find((record) => record.id === ids.contact)?.data).toMatchObject({
      email: email.toUpperCase(),
      consent: { version: PRIVACY_NOTICE_VERSION, at: expect.any(String) },
    });
    const resumes = files.filter((file) => file.name.startsWith('files/'));
    const names = resumes.map((file) => file.name);
    expect(names).toHaveLength(3);
    expect(names).toEqual(
      expect.arrayContaining([
        `files/applications/${ids.application}/cv.pdf`,
        `files/resumes/${ids.resume}/cv.pdf`,
        expect.stringMatching(/^files\/trash\/.+\/trashed\.pdf$/),
      ]),
    );
    expect(resumes.every((file) => file.bytes.equals(RESUME_BYTES.pdf))).toBe(true);

    const stored = await Promise.all(
      [
        [COLLECTIONS.applications, ids.application],
        [COLLECTIONS.resumes, ids.resume],
      ].map(async ([collection, id]) => (await db().collection(collection!).doc(id!).get()).get('resumePath') as string),
    );
    const erased = await call('privacyErase', { token, json: { email: email.toLowerCase() } });
    expect(erased.status).toBe(200);
    expect(erased.json).toMatchObject({ records: exported.length, files: 3, message: PRIVACY_MESSAGES.erased(exported.length, 3) });

    const after = await call('privacyFind', { token, query: { email } });
    expect(after.json.records).toEqual([]);
    expect(await Promise.all(stored.map((path) => fileStore().read(path)))).toEqual([null, null]);
    const notices = await db()
      .collection(COLLECTIONS.notifications)
      .where('sourceId', 'in', [ids.application, ids.resume, ids.contact, ids.college, ids.company])
      .get();
    expect(notices.size).toBe(0);
    expect((await db().collection(COLLECTIONS.applications).doc(ids.application!).collection('events').get()).size).toBe(0);
    // The interview with its scorecards, and the notification of the applicant's answer.
    expect(exported.find((record) => record.id === ids.interview)?.data).toMatchObject({
      scorecards: expect.any(Object),
      response: 'accept',
    });
    expect((await db().collection(COLLECTIONS.interviews).doc(ids.interview!).get()).exists).toBe(false);
    expect((await db().collection(COLLECTIONS.notifications).doc(`interviews-${ids.interview}`).get()).exists).toBe(false);
    expect(await withEmail(COLLECTIONS.mail, 'to', email)).toBe(0);

    // Another person's records, files and notifications stay.
    expect((await db().collection(COLLECTIONS.contacts).doc(ids.otherContact!).get()).exists).toBe(true);
    const otherResume = await db().collection(COLLECTIONS.resumes).doc(ids.otherResume!).get();
    expect(await fileStore().read(otherResume.get('resumePath'))).toEqual(RESUME_BYTES.pdf);

    // The trail names the action and the counts, never the erased data.
    const trail = await db().collection(COLLECTIONS.audit).where('action', '==', 'privacyErase').get();
    const entry = trail.docs.map((doc) => doc.data()).find((data) => (data.ids as string[]).includes(ids.contact!));
    expect(entry).toMatchObject({
      kind: 'person',
      count: exported.length,
      summary: expect.stringContaining(PRIVACY_MESSAGES.erased(exported.length, 3)),
    });
    expect(JSON.stringify(entry)).not.toMatch(new RegExp(`${tag}|priya`, 'i'));
  });
});

describe('an export under an Idempotency-Key', () => {
  const email = `keyed.${tag}@gmail.com`;
  const exportWith = (token: string, key: string) =>
    fetch(`${BASE_URL}${apiPath(ENDPOINTS.privacyExport)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
      body: JSON.stringify({ email }),
    });
  const entriesWith = async (key: string) =>
    (await db().collection(COLLECTIONS.audit).where('idempotencyKey', '==', key).get()).docs.map((doc) => doc.data());

  it('sends the ZIP once per key: a repeat, parallel or later, answers 422 telling the client to use a new key', async () => {
    const token = await adminToken();
    expect((await postJson('contactSubmit', { ...contact(email), consent: true })).status).toBe(201);
    const key = `export-${uniqueLetters()}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => exportWith(token, key)));
    const zips = answers.filter((res) => res.status === 200);
    expect(zips).toHaveLength(1);
    expect(zips[0]!.headers.get('content-type')).toContain('application/zip');
    const files = unzipStored(Buffer.from(await zips[0]!.arrayBuffer()));
    const exported = JSON.parse(files.find((file) => file.name === 'records.json')!.bytes.toString('utf8'));
    expect(JSON.stringify(exported.records)).toContain(email);
    const repeats = answers.filter((res) => res.status !== 200);
    expect(repeats.map((res) => res.status)).toEqual([422, 422, 422, 422]);
    for (const res of repeats) expect(await res.json()).toEqual({ message: API_MESSAGES.idempotencyKeyFileAnswer });

    const later = await exportWith(token, key);
    expect(later.status).toBe(422);
    expect(await later.json()).toEqual({ message: API_MESSAGES.idempotencyKeyFileAnswer });
    // One export went out under the key, so the trail has one entry for it.
    expect((await entriesWith(key)).map((entry) => entry.action)).toEqual(['privacyExport']);

    const fresh = `export-${uniqueLetters()}`;
    const again = await exportWith(token, fresh);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toContain('application/zip');
    expect((await entriesWith(fresh)).map((entry) => entry.action)).toEqual(['privacyExport']);
  });
});
