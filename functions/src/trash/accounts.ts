import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { chunks } from '../admin/batchDelete';
import { COLLECTIONS } from '../collections';
import { auth, db } from '../firebase';

/**
 * The sign-in accounts of trashed affiliates: disabled while in the trash (a disabled account cannot
 * sign in, and its tokens are refused at once: http/auth.ts checks them with checkRevoked), enabled
 * again by a restore, deleted by the purge.
 */

/** The field of an affiliate's trash entry keeping its account's state before the delete (null: it had none). */
export const ACCOUNT_FIELD = 'account';
export interface TrashedAccount {
  disabled: boolean;
}

/** Auth reads at most 100 accounts per getUsers call and deletes at most 1,000 per deleteUsers call. */
const AUTH_READ_CHUNK = 100;
const AUTH_DELETE_CHUNK = 1000;

const setDisabled = (uids: readonly string[], disabled: boolean) => Promise.all(uids.map((uid) => auth().updateUser(uid, { disabled })));

/** Disables the accounts of `uids` that exist; answers each one's state before. */
export async function disableAccounts(uids: readonly string[]): Promise<Map<string, TrashedAccount>> {
  const before = new Map<string, TrashedAccount>();
  for (const part of chunks(uids, AUTH_READ_CHUNK)) {
    const { users } = await auth().getUsers(part.map((uid) => ({ uid })));
    for (const user of users) before.set(user.uid, { disabled: user.disabled });
  }
  await setDisabled(
    [...before].filter(([, account]) => !account.disabled).map(([uid]) => uid),
    true,
  );
  return before;
}

/** Enables again the accounts disableAccounts disabled (after a failed delete, or a restore). */
export const enableAccounts = (accounts: ReadonlyMap<string, TrashedAccount | null>) =>
  setDisabled(
    [...accounts].filter(([, account]) => account && !account.disabled).map(([uid]) => uid),
    false,
  );

/** The accounts of restored affiliate entries, by uid. */
export const accountsOf = (entries: readonly DocumentSnapshot[]) =>
  new Map(
    entries
      .filter((entry) => entry.get('kind') === 'affiliates')
      .map((entry) => [entry.get('originalId') as string, (entry.get(ACCOUNT_FIELD) ?? null) as TrashedAccount | null]),
  );

/** Deletes for good the accounts of purged affiliate entries, unless their affiliate exists again. */
export async function deleteAccountsOf(entries: readonly DocumentSnapshot[]): Promise<void> {
  const uids = [...accountsOf(entries)].filter(([, account]) => account).map(([uid]) => uid);
  if (!uids.length) return;
  const profiles = await db().getAll(...uids.map((uid) => db().collection(COLLECTIONS.affiliates).doc(uid)));
  const gone = profiles.filter((doc) => !doc.exists).map((doc) => doc.id);
  for (const part of chunks(gone, AUTH_DELETE_CHUNK)) {
    const result = await auth().deleteUsers(part);
    for (const failure of result.errors) console.error(`could not delete auth user ${part[failure.index]}`, failure.error);
  }
}
