/**
 * The audit trail (domain/src/audit.ts): every admin and affiliate change of the endpoint
 * table writes exactly one entry (actor, action, kind, ids, summary, idempotency key) with its
 * change; the scheduled runs one entry each; GET /api/admin/audit pages and filters them (admins
 * only); and no path changes an entry.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_FIELDS,
  AUDIT_MESSAGES,
  CONTACT_FIELDS,
  ENDPOINTS,
  NOTIFICATION_FIELDS,
  apiPath,
  withSearchTokens,
  type AuditAction,
  type EndpointName,
} from '@careers/domain';
import { demoJobs } from '../../scripts/stack/demoData';
import { COLLECTIONS } from '../../functions/src/collections';
import { db } from '../../functions/src/firebase';
import { createOwnJob } from '../../functions/src/affiliates/store';
import { closeExpiredJobs } from '../../functions/src/jobs/lifecycle';
import { purgeOldTrash } from '../../functions/src/trash/purge';
import { JOB_POST_FIELDS, call, expectAdminOnly } from '../support/admin';
import { newAdmin, newStaff, type TestAdmin } from '../support/accounts';
import { newAffiliate, type TestAffiliate } from '../support/affiliates';
import { uniqueLetters } from '../support/submissions';
import { api, idTokenFor, useEmulators } from '../support/stack';

useEmulators();

const TAG = uniqueLetters();
const audit = () => db().collection(COLLECTIONS.audit);
const AT = Timestamp.fromMillis(Date.parse('2024-05-01T10:00:00Z'));
const ERASED_EMAIL = `erased-${TAG.toLowerCase()}@example.com`;

/** Every path that changes something for an admin or an affiliate, and the server's export: each must leave one entry. */
const AUDITED = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
  (name) => (ENDPOINTS[name].method !== 'GET' && ENDPOINTS[name].access !== 'public') || name === 'adminListExport',
);

interface Expected {
  by: 'admin' | 'affiliate';
  action: AuditAction;
  kind: string;
  id?: string;
}
interface Done extends Expected {
  key: string;
  status: number;
  body: any;
}
const done = new Map<EndpointName, Done>();

let admin: TestAdmin & { token: string };
let affiliate: TestAffiliate;
let doomed: TestAffiliate;
const ids: Record<string, string> = {};
let calls = 0;

/** One call of the table with its own Idempotency-Key, remembered with the entry it must leave. */
async function change(
  name: EndpointName,
  expected: Expected,
  request: { params?: Record<string, string>; query?: Record<string, string>; json?: unknown } = {},
): Promise<Done> {
  const key = `audit-${TAG}-${++calls}`;
  const endpoint = ENDPOINTS[name];
  const token = expected.by === 'admin' ? admin.token : affiliate.token;
  const res = await api(apiPath(endpoint, request.params, request.query), {
    method: endpoint.method,
    token,
    json: request.json,
    headers: { 'Idempotency-Key': key },
  });
  const result = { ...expected, key, status: res.status, body: res.json ?? res.text };
  done.set(name, result);
  return result;
}

const entriesWithKey = async (key: string) => (await audit().where('idempotencyKey', '==', key).get()).docs.map((doc) => doc.data());
const trashEntryOf = async (originalId: string) =>
  (await db().collection(COLLECTIONS.trash).where('originalId', '==', originalId).get()).docs[0]!.id;

/** The records the changes act on, written as the stack stores them, in one batch. */
async function seed(): Promise<void> {
  const batch = db().batch();
  const add = (name: string, collection: string, data: DocumentData) => {
    const ref = db().collection(collection).doc();
    ids[name] = ref.id;
    batch.set(ref, { ...data, createdAt: AT });
  };
  const contact = (name: string) => withSearchTokens(CONTACT_FIELDS, { userType: 'campus', name, email: 'c@example.com', message: 'Hi.' });
  add('contactDeleted', COLLECTIONS.contacts, contact(`Deleted ${TAG}`));
  add('contactExported', COLLECTIONS.contacts, contact(`Exported ${TAG}x`));
  add('contactErased', COLLECTIONS.contacts, { ...contact(`Erased ${TAG}`), email: ERASED_EMAIL });
  add('college', COLLECTIONS.colleges, { collegeName: `College ${TAG}` });
  add('company', COLLECTIONS.companies, { companyName: `Company ${TAG}` });
  add('student', COLLECTIONS.resumes, { name: `Student ${TAG}`, email: 's@example.com', phone: '9876543210' });
  const job = demoJobs()[2]!;
  for (const name of ['appDeleted', 'appMoved', 'appBulkMoved', 'appNoted', 'appInterviewed']) {
    const person = { name: `${name} ${TAG}`, email: `${name.toLowerCase()}@example.com`, phone: '9876543210' };
    add(name, COLLECTIONS.applications, {
      ...withSearchTokens(APPLICATION_FIELDS, { ...person, jobId: job.jobId, jobTitle: job.title }),
      appliedAt: AT,
    });
  }
  const notice = (message: string) => withSearchTokens(NOTIFICATION_FIELDS, { type: 'contact', message, read: false });
  add('noticeDeleted', COLLECTIONS.notifications, notice(`Deleted ${TAG}`));
  add('noticeRead', COLLECTIONS.notifications, notice(`Read ${TAG}`));
  add('noticeByQuery', COLLECTIONS.notifications, notice(`Query ${TAG}q`));
  add('noticeUnread', COLLECTIONS.notifications, notice(`Unread ${TAG}`));
  add('feeJob', COLLECTIONS.jobs, { jobId: `FEE-${TAG}`, title: `Fee ${TAG}` });
  add('commission', COLLECTIONS.commissions, {
    affiliateId: 'someone',
    applicationId: 'someApplication',
    jobId: job.jobId,
    candidateName: `Hired ${TAG}`,
    placementFeePaise: 100_000,
    rateBp: 1000,
    amountPaise: 10_000,
    state: 'pending',
  });
  await batch.commit();
}

const affiliateJob = (title: string) => ({
  jobTitle: `${title} ${TAG}`,
  skillset: 'Retail',
  experience: '3-5 years',
  location: 'Pune',
  domain: 'Retail',
  salary: '6 LPA',
});
const jobPost = (title: string) => ({ ...JOB_POST_FIELDS, title: `${title} ${TAG}` });

/** An affiliate job stored as its post stores it (outside any request: no entry). */
const storeAffiliateJob = async (title: string): Promise<string> => (await createOwnJob(affiliate.id, affiliateJob(title)))._id;

const startedAt = new Date(Date.now() - 1000);
const INVITED_EMAIL = `invited-${TAG.toLowerCase()}@example.com`;

beforeAll(async () => {
  const [account, owner, other] = await Promise.all([newAdmin(), newAffiliate(), newAffiliate(), seed()]);
  admin = { ...account, token: await idTokenFor(account.email, account.password) };
  [affiliate, doomed] = [owner, other];
  const [jobUpdated, jobAdminEdited, jobReviewed, jobAdminDeleted, jobDeleted] = await Promise.all(
    ['Updated', 'Edited', 'Reviewed', 'Removed', 'Deleted'].map(storeAffiliateJob),
  );
  Object.assign(ids, { jobUpdated, jobAdminEdited, jobReviewed, jobAdminDeleted, jobDeleted });

  const A = { by: 'admin' } as const;
  const F = { by: 'affiliate' } as const;
  // Independent changes at once, then those that need what an earlier one made.
  const [created, , , , , , , , , , , , , , affiliateCreated] = await Promise.all([
    change('jobCreate', { ...A, action: 'create', kind: 'jobPosts' }, { json: jobPost('Audited') }),
    change('contactDelete', { ...A, action: 'delete', kind: 'contacts', id: ids.contactDeleted }, { json: { ids: [ids.contactDeleted] } }),
    change('collegeDelete', { ...A, action: 'delete', kind: 'colleges', id: ids.college }, { json: { ids: [ids.college] } }),
    change('companyDelete', { ...A, action: 'delete', kind: 'companies', id: ids.company }, { json: { ids: [ids.company] } }),
    change('resumeDelete', { ...A, action: 'delete', kind: 'students', id: ids.student }, { json: { ids: [ids.student] } }),
    change('applicationDelete', { ...A, action: 'delete', kind: 'applications', id: ids.appDeleted }, { json: { ids: [ids.appDeleted] } }),
    change(
      'notificationDelete',
      { ...A, action: 'delete', kind: 'notifications', id: ids.noticeDeleted },
      { json: { ids: [ids.noticeDeleted] } },
    ),
    change(
      'notificationMarkRead',
      { ...A, action: 'markRead', kind: 'notifications', id: ids.noticeRead },
      { json: { ids: [ids.noticeRead] } },
    ),
    change(
      'applicationStageMove',
      { ...A, action: 'stageChange', kind: 'applications', id: ids.appMoved },
      { params: { id: ids.appMoved! }, json: { stage: 'screening' } },
    ),
    change(
      'applicationStageBulkMove',
      { ...A, action: 'stageChange', kind: 'applications', id: ids.appBulkMoved },
      { json: { ids: [ids.appBulkMoved], stage: 'interview' } },
    ),
    change(
      'applicationNoteAdd',
      { ...A, action: 'note', kind: 'applications', id: ids.appNoted },
      { params: { id: ids.appNoted! }, json: { text: 'Strong CV' } },
    ),
    change(
      'adminListBulk',
      { ...A, action: 'markRead', kind: 'notifications', id: ids.noticeByQuery },
      { params: { list: 'notifications' }, json: { action: 'markRead', query: { q: `Query ${TAG}q` } } },
    ),
    change(
      'adminListExport',
      { ...A, action: 'export', kind: 'contacts' },
      { params: { list: 'contacts' }, query: { q: `Exported ${TAG}x` } },
    ),
    change(
      'auditExportRecord',
      { ...A, action: 'export', kind: 'contacts', id: ids.contactExported },
      { json: { kind: 'contacts', format: 'xlsx', count: 1, ids: [ids.contactExported] } },
    ),
    change(
      'affiliateJobCreate',
      { ...F, action: 'create', kind: 'affiliateJobs' },
      { json: { ...affiliateJob('Posted'), affiliateId: affiliate.id } },
    ),
    change('affiliateDelete', { ...A, action: 'delete', kind: 'affiliates', id: doomed.id }, { json: { affiliateIds: [doomed.id] } }),
    change('accountInvite', { ...A, action: 'accountInvite', kind: 'account' }, { json: { email: INVITED_EMAIL, role: 'recruiter' } }),
    change('privacyExport', { ...A, action: 'privacyExport', kind: 'person', id: ids.contactErased }, { json: { email: ERASED_EMAIL } }),
  ]);
  // An interview's life, one change after another: scheduled, changed, its scorecard, cancelled.
  const interviewAt = (days: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 + days * 86_400_000).toISOString();
  const interviewBody = (days: number) => ({ startsAt: interviewAt(days), durationMinutes: 30, mode: 'phone', interviewerIds: [admin.id] });
  const scheduled = await change(
    'interviewSchedule',
    { ...A, action: 'schedule', kind: 'interviews' },
    { params: { id: ids.appInterviewed! }, json: interviewBody(10) },
  );
  const interview = String(scheduled.body._id);
  done.get('interviewSchedule')!.id = interview;
  await change(
    'interviewUpdate',
    { ...A, action: 'reschedule', kind: 'interviews', id: interview },
    { params: { id: interview }, json: interviewBody(11) },
  );
  await change(
    'interviewFeedback',
    { ...A, action: 'scorecard', kind: 'interviews', id: interview },
    { params: { id: interview }, json: { rating: 4, recommendation: 'yes', notes: 'Good' } },
  );
  await change(
    'interviewCancel',
    { ...A, action: 'cancel', kind: 'interviews', id: interview },
    { params: { id: interview }, json: { reason: 'Filled' } },
  );

  const invited = String(done.get('accountInvite')!.body.account._id);
  done.get('accountInvite')!.id = invited;
  done.get('jobCreate')!.id = created.body.jobId;
  done.get('affiliateJobCreate')!.id = affiliateCreated.body._id;
  const jobId = String(created.body.jobId);
  const [restored, purged] = await Promise.all([trashEntryOf(ids.contactDeleted!), trashEntryOf(ids.college!)]);
  const own = { affiliateId: affiliate.id };

  await Promise.all([
    change(
      'affiliateCommissionRate',
      { ...A, action: 'edit', kind: 'affiliates', id: affiliate.id },
      { params: { id: affiliate.id }, json: { rate: 7.5 } },
    ),
    change(
      'jobPlacementFee',
      { ...A, action: 'edit', kind: 'jobPosts', id: ids.feeJob },
      { params: { kind: 'jobPosts', jobId: ids.feeJob! }, json: { placementFee: 50000 } },
    ),
    change(
      'commissionUpdate',
      { ...A, action: 'statusChange', kind: 'commissions', id: ids.commission },
      { params: { id: ids.commission! }, json: { state: 'approved' } },
    ),
    change('jobUpdate', { ...A, action: 'edit', kind: 'jobPosts', id: jobId }, { params: { jobId }, json: jobPost('Audited again') }),
    change(
      'affiliateJobUpdate',
      { ...F, action: 'edit', kind: 'affiliateJobs', id: ids.jobUpdated },
      { params: { ...own, id: ids.jobUpdated! }, json: affiliateJob('Updated again') },
    ),
    change(
      'affiliateJobAdminUpdate',
      { ...A, action: 'edit', kind: 'affiliateJobs', id: ids.jobAdminEdited },
      { params: { id: ids.jobAdminEdited! }, json: affiliateJob('Edited again') },
    ),
    change(
      'affiliateJobReview',
      { ...A, action: 'review', kind: 'affiliateJobs', id: ids.jobReviewed },
      { params: { id: ids.jobReviewed! }, json: { decision: 'approve' } },
    ),
    change(
      'affiliateJobAdminDelete',
      { ...A, action: 'delete', kind: 'affiliateJobs', id: ids.jobAdminDeleted },
      { params: { id: ids.jobAdminDeleted! } },
    ),
    change(
      'affiliateJobDelete',
      { ...A, action: 'delete', kind: 'affiliateJobs', id: ids.jobDeleted },
      { json: { ids: [ids.jobDeleted] } },
    ),
    change('trashRestore', { ...A, action: 'restore', kind: 'trash', id: ids.contactDeleted }, { json: { ids: [restored] } }),
    change('trashDelete', { ...A, action: 'purge', kind: 'trash', id: ids.college }, { json: { ids: [purged] } }),
    // Every unread notification: the entry names the first AUDIT_MAX_IDS, not necessarily this one.
    change('notificationMarkAllRead', { ...A, action: 'markRead', kind: 'notifications' }),
    change(
      'accountUpdate',
      { ...A, action: 'accountUpdate', kind: 'account', id: invited },
      { params: { uid: invited }, json: { disabled: true } },
    ),
    change('privacyErase', { ...A, action: 'privacyErase', kind: 'person', id: ids.contactErased }, { json: { email: ERASED_EMAIL } }),
  ]);

  const [, , referred] = await Promise.all([
    change('jobStatus', { ...A, action: 'statusChange', kind: 'jobPosts', id: jobId }, { params: { jobId }, json: { status: 'closed' } }),
    change(
      'affiliateJobStatus',
      { ...F, action: 'statusChange', kind: 'affiliateJobs', id: ids.jobUpdated },
      { params: { ...own, id: ids.jobUpdated! }, json: { status: 'closed' } },
    ),
    change(
      'referStudent',
      { ...A, action: 'create', kind: 'referrals' },
      {
        json: { jobId: ids.jobReviewed, affiliateId: affiliate.id, studentName: `Referred ${TAG}`, email: 'r@example.com', jobTitle: 'x' },
      },
    ),
  ]);
  const referral = String(referred.body._id);
  done.get('referStudent')!.id = referral;

  const [duplicated] = await Promise.all([
    change('jobDuplicate', { ...A, action: 'create', kind: 'jobPosts' }, { params: { jobId } }),
    change(
      'referralUpdate',
      { ...A, action: 'edit', kind: 'referrals', id: referral },
      { params: { id: referral }, json: { studentName: `Renamed ${TAG}`, email: 'r@example.com' } },
    ),
  ]);
  done.get('jobDuplicate')!.id = duplicated.body.jobId;
  await Promise.all([
    change(
      'referralStatusUpdate',
      { ...A, action: 'statusChange', kind: 'referrals', id: referral },
      { params: { id: referral }, json: { status: 'offer' } },
    ),
    change(
      'jobDelete',
      { ...A, action: 'delete', kind: 'jobPosts', id: duplicated.body._id },
      { json: { jobId: [duplicated.body.jobId] } },
    ),
  ]);
  // The affiliate's own password, through the path every signed-in account has: it ends the affiliate's sessions.
  const ownPassword = 'Own@2025xyz';
  await Promise.all([
    change(
      'ownPasswordChange',
      { ...F, action: 'passwordChange', kind: 'account', id: affiliate.id },
      { json: { currentPassword: affiliate.password, newPassword: ownPassword } },
    ),
    change('accountDelete', { ...A, action: 'accountDelete', kind: 'account', id: invited }, { json: { ids: [invited] } }),
  ]);
  affiliate = { ...affiliate, password: ownPassword, token: await idTokenFor(affiliate.email, ownPassword) };
  await Promise.all([
    change('referralDeleteOne', { ...A, action: 'delete', kind: 'referrals', id: referral }, { params: { id: referral } }),
    // Last: it ends the affiliate's sessions.
    change(
      'affiliateChangePassword',
      { ...F, action: 'passwordChange', kind: 'affiliates', id: affiliate.id },
      { json: { affiliateId: affiliate.id, oldPassword: affiliate.password, newPassword: 'Changed@2025x' } },
    ),
  ]);
});

describe('every change writes exactly one audit entry', () => {
  it('covers every changing path of the endpoint table', () => {
    expect([...done.keys()].sort()).toEqual([...AUDITED].sort());
  });

  it.each(AUDITED.map((name) => [name]))('%s: one entry with its actor, action, kind, ids and idempotency key', async (name) => {
    const call = done.get(name)!;
    expect(call.status, JSON.stringify(call.body)).toBeLessThan(300);
    const entries = await entriesWithKey(call.key);
    expect(entries, name).toHaveLength(1);
    const [entry] = entries as [DocumentData];
    const actor =
      call.by === 'admin'
        ? { uid: admin.id, email: admin.email, role: 'admin' }
        : { uid: affiliate.id, email: affiliate.email, role: 'affiliate' };
    expect(entry.actor).toEqual(actor);
    expect(entry).toMatchObject({ action: call.action, kind: call.kind, idempotencyKey: call.key });
    expect(entry.count).toBeGreaterThanOrEqual(1);
    expect(entry.summary).toEqual(expect.any(String));
    if (call.id) expect(entry.ids).toContain(call.id);
  });

  it('writes one entry per scheduled run, by the system, with its count', async () => {
    // A time long past: nothing is due, so the runs change nothing and still record themselves.
    const now = new Date(Date.parse('2001-02-03T04:05:06Z') + Math.floor(Math.random() * 1e6));
    await purgeOldTrash(now);
    await closeExpiredJobs(now);
    const runs = (await audit().where('at', '==', Timestamp.fromDate(now)).get()).docs.map((doc) => doc.data());
    expect(runs.map((run) => [run.actor.uid, run.action, run.kind, run.count]).sort()).toEqual([
      ['system', 'purge', 'trash', 0],
      ['system', 'statusChange', 'jobPosts', 0],
    ]);
  });
});

describe('GET /api/admin/audit', () => {
  const list = (query: Record<string, string>, token = admin.token) => call('auditList', { token, query });
  const adminCalls = () => [...done.values()].filter((call) => call.by === 'admin');

  it('pages the entries of an actor newest first, without gaps or repeats', async () => {
    const first = await list({ limit: '25', actor: admin.email.toUpperCase() });
    expect(first.status).toBe(200);
    expect(first.json.total).toBe(adminCalls().length);
    const second = await list({ limit: '25', actor: admin.email, cursor: first.json.nextCursor });
    const rows = [...first.json.rows, ...second.json.rows];
    expect(second.json.nextCursor).toBeNull();
    expect(new Set(rows.map((row: any) => row.idempotencyKey))).toEqual(new Set(adminCalls().map((call) => call.key)));
    const times = rows.map((row: any) => row.at as string);
    expect(times).toEqual([...times].sort().reverse());
    expect(rows[0]).toMatchObject({ actorEmail: admin.email, actorRole: 'admin' });
  });

  it('filters by action, kind and date range, and lists one record’s entries', async () => {
    const [deletes, contacts, before, record, searched, jobTrail] = await Promise.all([
      list({ limit: '50', actor: admin.email, action: 'delete' }),
      list({ limit: '50', actor: admin.email, kind: 'contacts' }),
      list({ limit: '50', actor: admin.email, to: startedAt.toISOString() }),
      call('auditList', { token: admin.token, query: { target: ids.appMoved! } }),
      list({ limit: '50', actor: admin.email, from: startedAt.toISOString(), q: 'moved' }),
      call('auditList', { token: admin.token, query: { target: demoJobs()[2]!.jobId } }),
    ]);
    expect(deletes.json.rows.map((row: any) => row.action)).toEqual(Array(deletes.json.total).fill('delete'));
    expect(deletes.json.total).toBe(adminCalls().filter((call) => call.action === 'delete').length);
    expect(contacts.json.rows.map((row: any) => row.kind).sort()).toEqual(['contacts', 'contacts', 'contacts']);
    expect(before.json.total).toBe(0);
    expect(record.json.rows.map((row: any) => [row.action, row.summary])).toEqual([['stageChange', 'Moved 1 application to screening']]);
    // The job's own trail (its board's) lists its applications' moves, single and bulk.
    expect(
      jobTrail.json.rows
        .filter((row: any) => row.action === 'stageChange' && row.actorEmail === admin.email)
        .map((row: any) => row.summary),
    ).toEqual(expect.arrayContaining(['Moved 1 application to screening', 'Moved 1 application to interview']));
    // The search finds the two stage moves (and may find other summaries with the word, "Removed ...").
    expect(searched.json.rows.filter((row: any) => row.action === 'stageChange')).toHaveLength(2);
  });

  it('refuses a filter it does not know and a malformed target', async () => {
    const [action, target] = await Promise.all([
      list({ limit: '5', action: 'erase' }),
      call('auditList', { token: admin.token, query: { target: 'a/b' } }),
    ]);
    expect(action.status).toBe(400);
    expect(target.status).toBe(400);
    expect(target.json.message).toBe(AUDIT_MESSAGES.target);
  });

  it('is for admins only', async () => {
    await expectAdminOnly('auditList');
    await expectAdminOnly('auditExportRecord', undefined, { kind: 'contacts', format: 'pdf', count: 1 });
  });

  it("records a recruiter's Excel and PDF exports of the lists its role reads, and refuses the others' (403)", async () => {
    const recruiter = await newStaff('recruiter');
    const token = await idTokenFor(recruiter.email, recruiter.password);
    const record = (kind: string, format: string) =>
      call('auditExportRecord', { token, json: { kind, format, count: 2, ids: [`${TAG}-${kind}`] } });
    const [applications, jobPosts, contacts, auditList] = await Promise.all([
      record('applications', 'xlsx'),
      record('jobPosts', 'pdf'),
      record('contacts', 'xlsx'),
      call('auditList', { token }),
    ]);
    expect([applications.status, jobPosts.status]).toEqual([201, 201]);
    expect(applications.json).toEqual({ message: AUDIT_MESSAGES.recorded });
    expect([contacts.status, auditList.status]).toEqual([403, 403]);
    const entries = await audit().where('actorEmail', '==', recruiter.email.toLowerCase()).get();
    expect(entries.docs.map((doc) => doc.get('actor.uid'))).toEqual([recruiter.id, recruiter.id]);
    expect(entries.docs.map((doc) => [doc.get('action'), doc.get('kind')]).sort()).toEqual([
      ['export', 'applications'],
      ['export', 'jobPosts'],
    ]);
  });
});

describe('no path changes an entry', () => {
  it('has no path that edits or deletes entries, and the entries stay as written', async () => {
    const auditPaths = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => ENDPOINTS[name].path.includes('/audit'));
    expect(auditPaths.map((name) => ENDPOINTS[name].method).sort()).toEqual(['GET', 'POST']);
    const entry = (await audit().where('idempotencyKey', '==', done.get('contactDelete')!.key).get()).docs[0]!;
    const [bulk, put, remove] = await Promise.all([
      call('adminListBulk', { token: admin.token, params: { list: 'audit' }, json: { action: 'delete' } }),
      // The list's own path with a writing method, and an entry's path under it: neither exists.
      api(`${apiPath(ENDPOINTS.auditList)}/${entry.id}`, { method: 'PUT', token: admin.token, json: { summary: 'x' } }),
      api(apiPath(ENDPOINTS.auditList), { method: 'DELETE', token: admin.token, json: { ids: [entry.id] } }),
    ]);
    expect(bulk.status).toBe(400);
    expect([404, 405]).toContain(put.status);
    expect([404, 405]).toContain(remove.status);
    expect((await entry.ref.get()).data()).toEqual(entry.data());
  });
});
