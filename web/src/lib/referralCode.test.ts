import { describe, expect, it } from 'vitest';
import { REFERRAL_ATTRIBUTION_DAYS } from '@careers/domain';
import { referralCodeFor, rememberReferralCode } from './referralCode';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const DAY = 24 * 60 * 60 * 1000;

describe('referral code on this device', () => {
  it('keeps the code of ?ref for 30 days, the first one winning while fresh', () => {
    const storage = memoryStorage();
    rememberReferralCode('?ref=ABCDEFGHJK&x=1', storage, 0);
    rememberReferralCode('?ref=ZZZZZZZZZZ', storage, DAY);
    expect(referralCodeFor(storage, 2 * DAY)).toBe('ABCDEFGHJK');
    expect(referralCodeFor(storage, REFERRAL_ATTRIBUTION_DAYS * DAY)).toBe('');
    rememberReferralCode('?ref=ZZZZZZZZZZ', storage, REFERRAL_ATTRIBUTION_DAYS * DAY);
    expect(referralCodeFor(storage, REFERRAL_ATTRIBUTION_DAYS * DAY + 1)).toBe('ZZZZZZZZZZ');
  });

  it('ignores pages without a code and unreadable storage', () => {
    const storage = memoryStorage();
    rememberReferralCode('?q=developer', storage, 0);
    expect(referralCodeFor(storage, 0)).toBe('');
    storage.setItem('careers.referral', '{not json');
    expect(referralCodeFor(storage, 0)).toBe('');
  });
});
