import { STATUS_BADGE_COLORS } from '@careers/domain';

/** The badge colour of a referral status: Offer Letter green, HR orange, Interview blue, neutral otherwise. */
export function statusColor(status: string) {
  return STATUS_BADGE_COLORS[status.trim() as keyof typeof STATUS_BADGE_COLORS] ?? 'default';
}
