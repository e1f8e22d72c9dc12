import { REFERRAL_STAGES, REFERRAL_STAGE_WORDS, type ReferralStage } from '@careers/domain';
import { describe, expect, it } from 'vitest';
import { statusColor } from './statusColor';

describe('statusColor', () => {
  it.each([
    ['referred', 'default'],
    ['applied', 'default'],
    ['screening', 'warning'],
    ['interview', 'info'],
    ['offer', 'success'],
    ['hired', 'success'],
    ['rejected', 'default'],
  ] as const)('%s (%s) -> %s', (stage, colour) => {
    expect(statusColor(stage)).toBe(colour);
  });

  it('has a badge colour for every stage, and a stage it does not know is neutral', () => {
    for (const stage of REFERRAL_STAGES)
      expect(['default', 'info', 'success', 'warning'], REFERRAL_STAGE_WORDS[stage]).toContain(statusColor(stage));
    expect(statusColor('On Hold' as ReferralStage)).toBe('default');
  });
});
