import type { COMMISSION_LIST_FIELDS, CommissionState } from '@careers/domain';
import type { AdminRow } from '../resources/screens/screenFields';

/** A row of the Commissions screen as the server answers it (CommissionListRow), typed for the list machinery. */
export type CommissionRow = AdminRow<
  typeof COMMISSION_LIST_FIELDS,
  {
    affiliateId: string;
    affiliateName: string;
    candidateName: string;
    jobTitle: string;
    placementFee: number | null;
    rate: number;
    amount: number | null;
    state: CommissionState;
  }
>;
