import { STAGE_BADGE_COLORS, type ReferralStage } from '@careers/domain';

/** The badge colour of a referral's stage: offer and hired green, interview blue, review orange, the rest neutral. */
export function statusColor(stage: ReferralStage) {
  return STAGE_BADGE_COLORS[stage] ?? 'default';
}
