import { ADMIN_QUERY_ROOT, adminQueryKey } from '../api/queryKeys';
import { feedbackMeta } from '../feedback';
import {
  COMMISSION_SCREEN_TEXTS,
  ENDPOINTS,
  apiPath,
  type Commission,
  type CommissionRateInput,
  type CommissionMove,
} from '@careers/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** One admin move of a commission (approve, mark paid, void), once per Idempotency-Key. */
export const moveCommission = (id: string, move: CommissionMove) =>
  apiFetch<Commission>(apiPath(ENDPOINTS.commissionUpdate, { id }), {
    method: ENDPOINTS.commissionUpdate.method,
    body: move,
    idempotent: true,
  });

const MOVE_DONE: Record<CommissionMove['state'], string> = {
  approved: 'Commission approved',
  paid: 'Commission marked paid',
  void: 'Commission voided',
};

/** After any move every admin view is refetched: the list, its totals and the affiliate's figures change. */
function useCommissionWrite<Input, Answer>(write: (input: Input) => Promise<Answer>, success: (answer: Answer, input: Input) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // The dialogs show a failure beside their fields.
    meta: feedbackMeta({ success, reportFailure: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT }),
  });
}

export const useMoveCommission = () =>
  useCommissionWrite(
    ({ id, move }: { id: string; move: CommissionMove }) => moveCommission(id, move),
    (_answer, { move }) => MOVE_DONE[move.state],
  );

/** Approves several entries, each with the fee given for it (when it has none), one after another. */
export const useApproveCommissions = () =>
  useCommissionWrite(
    async (entries: readonly { id: string; placementFee?: number }[]) => {
      for (const { id, placementFee } of entries)
        await moveCommission(id, { state: 'approved', ...(placementFee === undefined ? {} : { placementFee }) });
      return entries.length;
    },
    (count) => COMMISSION_SCREEN_TEXTS.approved(count),
  );

/** One affiliate's rate in percent. */
export const affiliateRateQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminQueryKey('affiliateCommissionRateOf'), id] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ affiliateId: string; rate: number }>(apiPath(ENDPOINTS.affiliateCommissionRateOf, { id }), { signal }),
  });

export const useSetAffiliateRate = () =>
  useCommissionWrite(
    ({ id, rate }: { id: string; rate: CommissionRateInput['rate'] | string }) =>
      apiFetch<{ affiliateId: string; rate: number }>(apiPath(ENDPOINTS.affiliateCommissionRate, { id }), {
        method: ENDPOINTS.affiliateCommissionRate.method,
        body: { rate },
        idempotent: true,
      }),
    (answer) => COMMISSION_SCREEN_TEXTS.rateSaved(answer.rate),
  );

/** The affiliates by name, for the Commissions screen's affiliate filter. */
export const affiliateOptionsQuery = () =>
  queryOptions({
    queryKey: [...adminQueryKey('affiliateList'), 'options'] as const,
    queryFn: async ({ signal }) => {
      const answer = await apiFetch<{ affiliates?: { _id: string; fullName?: string; email?: string }[] }>(
        apiPath(ENDPOINTS.affiliateList),
        {
          signal,
        },
      );
      return (answer.affiliates ?? [])
        .map((affiliate) => ({ value: affiliate._id, label: affiliate.fullName || affiliate.email || affiliate._id }))
        .sort((a, b) => a.label.localeCompare(b.label));
    },
    staleTime: 60_000,
  });
