import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, apiPath, type Commission, type CommissionTotals } from '@careers/domain';
import { apiFetch } from '../../../lib/api';
import { useAffiliateId } from '../hooks/useAffiliateId';
import { affiliateKeys } from '../api/dashboardApi';

/** The signed-in affiliate's referral link and commissions (fetcher, query options and hook side by side). */

export const commissionKeys = {
  link: (affiliateId: string) => [...affiliateKeys.all(affiliateId), 'referralLink'] as const,
  commissions: (affiliateId: string) => [...affiliateKeys.all(affiliateId), 'commissions'] as const,
};

export const fetchReferralLink = (signal?: AbortSignal) =>
  apiFetch<{ code: string; url: string }>(apiPath(ENDPOINTS.affiliateReferralLink), { signal });

export const referralLinkQuery = (affiliateId: string) =>
  queryOptions({
    queryKey: commissionKeys.link(affiliateId),
    queryFn: ({ signal }) => fetchReferralLink(signal),
    enabled: Boolean(affiliateId),
    // A code never changes once made.
    staleTime: Infinity,
  });

export const useReferralLink = () => useQuery(referralLinkQuery(useAffiliateId()));

export interface OwnCommissions {
  rows: Commission[];
  totals: CommissionTotals;
}

export const fetchOwnCommissions = (signal?: AbortSignal) =>
  apiFetch<OwnCommissions>(apiPath(ENDPOINTS.affiliateCommissionsOwn), { signal });

export const ownCommissionsQuery = (affiliateId: string) =>
  queryOptions({
    queryKey: commissionKeys.commissions(affiliateId),
    queryFn: ({ signal }) => fetchOwnCommissions(signal),
    enabled: Boolean(affiliateId),
    // Admins approve and pay in the back office: asked again whenever a screen opens.
    staleTime: 0,
  });

export const useOwnCommissions = () => useQuery(ownCommissionsQuery(useAffiliateId()));
