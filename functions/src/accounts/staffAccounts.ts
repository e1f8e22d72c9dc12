import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import {
  ACCOUNT_MESSAGES,
  API_MESSAGES,
  ROLES,
  STAFF_INVITE_CODE_TTL_MS,
  absoluteUrl,
  isStaffRole,
  leavesNoActiveAdmin,
  siteOrigin,
  staffInviteMail,
  staffSetPasswordPath,
  type AccountInviteInput,
  type AccountUpdateInput,
  type StaffAccountRow,
  type StaffRole,
} from '@careers/domain';
import { writeAudit, auditEntryOf } from '../audit/write';
import { issueResetCode } from '../auth/resetCodes';
import { COLLECTIONS } from '../collections';
import { auth, db } from '../firebase';
import { HttpError } from '../http/errors';

/**
 * Staff accounts: Auth accounts with an `admin` or `recruiter` role claim, each with its
 * record in `staffAccounts/{uid}` (email, role, disabled). The records are what the Accounts list
 * reads and what the last-admin guard counts, so neither walks every Auth account (affiliates are
 * Auth accounts too, thousands of them). Each change is written first as the record with its audit
 * entry, in one transaction that holds the guard, then made in Auth as the record says, and ends the
 * account's sessions (a revoked or disabled account's tokens are refused by verifyIdToken). The
 * guard's query locks the admin records it read (in production and in the offline emulator alike).
 */

const record = (uid: string) => db().collection(COLLECTIONS.staffAccounts).doc(uid);
const iso = (time: string | undefined) => (time ? new Date(time).toISOString() : null);
/** Auth answers at most 100 accounts per getUsers call. */
const AUTH_LOOKUP_MAX = 100;

function rowOf(user: UserRecord): StaffAccountRow {
  return {
    _id: user.uid,
    email: user.email ?? '',
    role: user.customClaims?.role as StaffRole,
    disabled: user.disabled,
    createdAt: iso(user.metadata.creationTime),
    lastSignInAt: iso(user.metadata.lastSignInTime),
  };
}

/** The record of a staff account, as `ensureUser` (seed, create-admin) and the backfill write it. */
export async function recordStaffAccount(user: Pick<UserRecord, 'uid' | 'email' | 'disabled'>, role: StaffRole): Promise<void> {
  await record(user.uid).set(
    { email: user.email ?? '', role, disabled: user.disabled, updatedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
}

/** Every staff account, by email: the records, with each account's state as Auth has it now (Auth answers in no order). */
export async function listStaffAccounts(): Promise<StaffAccountRow[]> {
  const uids = (await db().collection(COLLECTIONS.staffAccounts).select().get()).docs.map((doc) => doc.id);
  const rows: StaffAccountRow[] = [];
  for (let i = 0; i < uids.length; i += AUTH_LOOKUP_MAX) {
    const { users } = await auth().getUsers(uids.slice(i, i + AUTH_LOOKUP_MAX).map((uid) => ({ uid })));
    for (const user of users) if (isStaffRole(user.customClaims?.role)) rows.push(rowOf(user));
  }
  return rows.sort((a, b) => a.email.localeCompare(b.email));
}

/**
 * Set on an invited account's record until it sets its password with the mailed code: until then
 * no one can sign in to it, so it is no active admin.
 */
const INVITE_PENDING = 'invitePending';

/** The staff account `uid` set its password (with an invitation's code or a reset's): it counts as active from now on. */
export async function acceptInvitation(uid: string): Promise<void> {
  const ref = record(uid);
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.get(INVITE_PENDING) === true)
      tx.set(ref, { [INVITE_PENDING]: false, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  });
}

/**
 * Commits `write` in a transaction that first reads every admin record and answers 409 when the
 * change takes away the last active admin: not disabled, and not an invitation still waiting for
 * its password. Who leaves is decided from those records as read in the transaction (`leavingOf`,
 * given the active admins), never from a read before it, so two admins disabling or demoting each
 * other at once cannot both succeed: the second transaction reads what the first wrote.
 */
async function commitKeepingAnAdmin(
  leavingOf: (active: ReadonlySet<string>) => readonly string[],
  write: (tx: Transaction) => void | Promise<void>,
): Promise<void> {
  await db().runTransaction(async (tx) => {
    const admins = await tx.get(db().collection(COLLECTIONS.staffAccounts).where('role', '==', ROLES.admin));
    const active = admins.docs.filter((doc) => doc.get('disabled') !== true && doc.get(INVITE_PENDING) !== true).map((doc) => doc.id);
    const leaving = leavingOf(new Set(active));
    if (leaving.length && leavesNoActiveAdmin(active, leaving)) throw new HttpError(409, ACCOUNT_MESSAGES.lastAdmin);
    await write(tx);
  });
}

/**
 * Makes the Auth account say what its record says (role claim, disabled), after a change committed
 * the record: Auth has no transactions, so parallel changes of one account could land in Auth in
 * another order than in Firestore. Each change applies the record as it reads it after its own
 * commit, and again while the record moved on meanwhile, so Auth ends as the last commit left it.
 */
async function applyRecordToAuth(uid: string, claims: UserRecord['customClaims']): Promise<void> {
  let applied = '';
  for (let round = 0; round < 3; round++) {
    const stored = await record(uid).get();
    const state = { role: stored.get('role') as unknown, disabled: stored.get('disabled') === true };
    if (JSON.stringify(state) === applied) return;
    if (isStaffRole(state.role)) await auth().setCustomUserClaims(uid, { ...claims, role: state.role });
    await auth().updateUser(uid, { disabled: state.disabled });
    applied = JSON.stringify(state);
  }
}

/** Writes, or brings up to date, the record of every Auth account with a staff role (accounts made before the records existed). */
export async function backfillStaffRecords(): Promise<number> {
  let written = 0;
  let pageToken: string | undefined;
  do {
    const page = await auth().listUsers(1000, pageToken);
    const staff = page.users.filter((user) => isStaffRole(user.customClaims?.role));
    await Promise.all(staff.map((user) => recordStaffAccount(user, user.customClaims!.role as StaffRole)));
    written += staff.length;
    pageToken = page.pageToken;
  } while (pageToken);
  return written;
}

/** The staff account `uid`, or 404 (unknown, or an affiliate). */
async function staffUser(uid: string): Promise<UserRecord> {
  const user = await auth()
    .getUser(uid)
    .catch(() => null);
  if (!user || !isStaffRole(user.customClaims?.role)) throw new HttpError(404, API_MESSAGES.notFound);
  return user;
}

/**
 * Creates the account (with a random password no one knows, and no role yet), records it, gives it
 * its role and mails the set-password code. If the record cannot be written, the account goes again.
 */
export async function inviteStaff(req: Request, { email, role }: AccountInviteInput): Promise<StaffAccountRow> {
  let user: UserRecord;
  try {
    user = await auth().createUser({ email, password: `${randomBytes(24).toString('base64url')}aA1!` });
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-exists') throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
    throw error;
  }
  try {
    const batch = db().batch();
    batch.set(record(user.uid), {
      email,
      role,
      disabled: false,
      [INVITE_PENDING]: true,
      invitedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    writeAudit(
      batch,
      auditEntryOf(req, { action: 'accountInvite', kind: 'account', ids: [user.uid], summary: `Invited ${email} as ${role}` }),
    );
    await batch.commit();
    await auth().setCustomUserClaims(user.uid, { role });
  } catch (error) {
    await auth()
      .deleteUser(user.uid)
      .catch((cleanup) => console.error('invitation cleanup failed', user.uid, cleanup));
    throw error;
  }
  const link = absoluteUrl(siteOrigin(process.env.SITE_ORIGIN), staffSetPasswordPath(email));
  await issueResetCode(user.uid, email, {
    ttlMs: STAFF_INVITE_CODE_TTL_MS,
    mail: (code, minutes) => staffInviteMail(role, code, minutes, link),
  });
  return rowOf(await auth().getUser(user.uid));
}

/**
 * A new role, disabled or enabled: recorded with its entry (only the fields changed, so parallel
 * changes of the role and of disabled both hold), made in Auth, and the account's sessions end.
 */
export async function updateStaff(req: Request, uid: string, change: AccountUpdateInput): Promise<StaffAccountRow> {
  const user = await staffUser(uid);
  // An active admin stays one when its role stays admin and it is not disabled.
  const staysActiveAdmin = (change.role ?? ROLES.admin) === ROLES.admin && change.disabled !== true;
  const said = [change.role && `role ${change.role}`, change.disabled !== undefined && (change.disabled ? 'disabled' : 'enabled')];
  const entry = auditEntryOf(req, {
    action: 'accountUpdate',
    kind: 'account',
    ids: [uid],
    summary: `${user.email}: ${said.filter(Boolean).join(', ')}`,
  });
  const ref = record(uid);
  await commitKeepingAnAdmin(
    (active) => (active.has(uid) && !staysActiveAdmin ? [uid] : []),
    async (tx) => {
      // A record is made whole from Auth only when the account has none yet (made before the records):
      // otherwise Auth, read before the transaction, may be behind a change committed meanwhile.
      const whole = (await tx.get(ref)).exists ? {} : { email: user.email ?? '', role: user.customClaims?.role, disabled: user.disabled };
      tx.set(ref, { ...whole, ...change, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
      writeAudit(tx, entry);
    },
  );
  await applyRecordToAuth(uid, user.customClaims);
  await auth().revokeRefreshTokens(uid);
  return rowOf(await auth().getUser(uid));
}

/** Removes staff accounts (404 when one is not a staff account, nothing removed); their tokens stop working at once. */
export async function removeStaff(req: Request, uids: readonly string[]): Promise<number> {
  const users = await Promise.all(uids.map(staffUser));
  const entry = auditEntryOf(req, {
    action: 'accountDelete',
    kind: 'account',
    ids: users.map((user) => user.uid),
    summary: `Removed ${users.map((user) => user.email).join(', ')}`,
  });
  await commitKeepingAnAdmin(
    (active) => users.map((user) => user.uid).filter((uid) => active.has(uid)),
    (tx) => {
      for (const user of users) tx.delete(record(user.uid));
      writeAudit(tx, entry);
    },
  );
  await Promise.all(users.map((user) => auth().deleteUser(user.uid)));
  return users.length;
}
