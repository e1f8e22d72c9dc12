import { useMutation } from '@tanstack/react-query';
import {
  ACCOUNT_MESSAGES,
  ENDPOINTS,
  apiPath,
  type AccountInviteInput,
  type AccountUpdateInput,
  type OwnPasswordChangeInput,
} from '@careers/domain';
import { apiFetch } from '../../../lib/api';
import { feedbackMeta } from '../feedback';
import { useRefreshAdminViews } from '../resources/data/api';

type MessageAnswer = { message: string };

const inviteAccount = (body: AccountInviteInput) =>
  apiFetch<MessageAnswer>(apiPath(ENDPOINTS.accountInvite), { method: ENDPOINTS.accountInvite.method, body });

const updateAccount = ({ uid, ...body }: AccountUpdateInput & { uid: string }) =>
  apiFetch<MessageAnswer>(apiPath(ENDPOINTS.accountUpdate, { uid }), { method: ENDPOINTS.accountUpdate.method, body });

export const changeOwnPassword = (body: OwnPasswordChangeInput) =>
  apiFetch<MessageAnswer>(apiPath(ENDPOINTS.ownPasswordChange), { method: ENDPOINTS.ownPasswordChange.method, body });

/** Invites a staff account; the snackbar says so (or why not: an email in use). The form reports its own failure. */
export function useInviteAccount() {
  const refresh = useRefreshAdminViews();
  return useMutation({
    mutationFn: inviteAccount,
    meta: feedbackMeta<MessageAnswer, AccountInviteInput>({ success: (answer) => answer.message, reportFailure: false }),
    onSettled: () => void refresh(),
  });
}

/** A role change or disable/enable; a refusal (the last admin) shows the server's message. */
export function useUpdateAccount() {
  const refresh = useRefreshAdminViews();
  return useMutation({
    mutationFn: updateAccount,
    meta: feedbackMeta({ success: ACCOUNT_MESSAGES.updated }),
    onSettled: () => void refresh(),
  });
}
