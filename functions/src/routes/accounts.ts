import { Router } from 'express';
import { ACCOUNT_MESSAGES, accountInviteSchema, accountUpdateSchema, idsSchema, ownPasswordChangeSchema } from '@careers/domain';
import { inviteStaff, listStaffAccounts, removeStaff, updateStaff } from '../accounts/staffAccounts';
import { auditEntryOf, writeAudit } from '../audit/write';
import { replacePassword } from '../auth/accounts';
import { signInWithPassword } from '../auth/passwordSignIn';
import { db } from '../firebase';
import { HttpError } from '../http/errors';
import { mount, param } from '../http/mount';
import { parseOr400 } from '../http/validate';

/** Staff accounts (the Accounts screen, admin only) and every account's own password. */
export const accountsRouter = Router();

mount(accountsRouter, 'accountList', async (_req, res) => {
  res.json({ accounts: await listStaffAccounts() });
});

mount(accountsRouter, 'accountInvite', async (req, res) => {
  const invite = parseOr400(accountInviteSchema, req.body);
  const account = await inviteStaff(req, invite);
  res.status(201).json({ message: ACCOUNT_MESSAGES.invited(account.email), account });
});

mount(accountsRouter, 'accountUpdate', async (req, res) => {
  const change = parseOr400(accountUpdateSchema, req.body);
  const account = await updateStaff(req, param(req, 'uid'), change);
  res.json({ message: ACCOUNT_MESSAGES.updated, account });
});

mount(accountsRouter, 'accountDelete', async (req, res) => {
  const { ids } = parseOr400(idsSchema, req.body);
  const deleted = await removeStaff(req, ids);
  res.json({ message: ACCOUNT_MESSAGES.removed(deleted), deleted });
});

/** The current password is checked with the Auth service first; a wrong one changes nothing. Every session ends. */
mount(accountsRouter, 'ownPasswordChange', async (req, res) => {
  const { currentPassword, newPassword } = parseOr400(ownPasswordChangeSchema, req.body);
  const { uid, email } = req.caller!;
  const verified = email ? await signInWithPassword(email, currentPassword) : null;
  if (verified?.uid !== uid) throw new HttpError(400, ACCOUNT_MESSAGES.currentPasswordIncorrect);
  const batch = db().batch();
  writeAudit(batch, auditEntryOf(req, { action: 'passwordChange', kind: 'account', ids: [uid], summary: 'Changed their own password' }));
  await batch.commit();
  await replacePassword(uid, newPassword);
  res.json({ message: ACCOUNT_MESSAGES.passwordChanged });
});
