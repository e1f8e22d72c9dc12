import { COMMISSION_STATE_LABELS, type CommissionState } from '@careers/domain';

/** A state as the screen names it ('Pending'). */
export const commissionStateLabel = (state: unknown): string => COMMISSION_STATE_LABELS[state as CommissionState] ?? '';

export const COMMISSION_STATE_COLOR = { pending: 'warning', approved: 'info', paid: 'success', void: 'default' } as const;
