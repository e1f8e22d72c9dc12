import { describe, expect, it } from 'vitest';
import {
  commissionAmount,
  commissionMayMove,
  commissionRetentionCutoffs,
  commissionTotals,
  formatPaise,
  percentToBp,
  rupeesToPaise,
} from './model';
import { commissionRateSchema, commissionUpdateSchema } from './schemas';

describe('commission money', () => {
  it('rounds fee × rate half up to the paisa in integer arithmetic: ₹83,333 at 12.5 % is ₹10,416.63', () => {
    expect(commissionAmount(rupeesToPaise(83333), percentToBp(12.5))).toBe(1_041_663);
    expect(commissionAmount(1, 5000)).toBe(1);
    expect(commissionAmount(1, 4999)).toBe(0);
    expect(commissionAmount(10_000_000_000, 2000)).toBe(2_000_000_000);
  });

  it('turns rupees with up to 2 decimals into paise without float noise', () => {
    expect(rupeesToPaise(0.07)).toBe(7);
    expect(rupeesToPaise(1234.5)).toBe(123_450);
    expect(rupeesToPaise(100_000_000)).toBe(10_000_000_000);
    expect(percentToBp(0.07)).toBe(7);
  });

  it('shows paise in the Indian format', () => {
    expect(formatPaise(12_500_000)).toBe('₹1,25,000');
    expect(formatPaise(1_041_663)).toBe('₹10,416.63');
  });

  it('totals per state, a missing amount as 0', () => {
    const totals = commissionTotals([
      { state: 'pending', amount: null },
      { state: 'pending', amount: 5 },
      { state: 'paid', amount: 7 },
    ]);
    expect(totals).toEqual({
      pending: { count: 2, amount: 5 },
      approved: { count: 0, amount: 0 },
      paid: { count: 1, amount: 7 },
      void: { count: 0, amount: 0 },
    });
  });

  it('allows only pending → approved/void and approved → paid/void', () => {
    expect(commissionMayMove('pending', 'approved')).toBe(true);
    expect(commissionMayMove('pending', 'paid')).toBe(false);
    expect(commissionMayMove('approved', 'paid')).toBe(true);
    expect(commissionMayMove('paid', 'void')).toBe(false);
    expect(commissionMayMove('void', 'pending')).toBe(false);
  });

  it('keeps paid and void entries 8 years, to the day', () => {
    const { paidBefore, voidedBefore } = commissionRetentionCutoffs(new Date('2034-12-07T01:00:00Z'));
    expect(paidBefore).toBe('2026-12-07');
    expect(voidedBefore.toISOString()).toBe('2026-12-07T01:00:00.000Z');
    expect(commissionRetentionCutoffs(new Date('2036-02-29T00:00:00Z')).paidBefore).toBe('2028-02-29');
    expect(commissionRetentionCutoffs(new Date('2033-02-28T00:00:00Z')).paidBefore).toBe('2025-02-28');
  });
});

describe('commission schemas', () => {
  it('takes a rate from 0 to 20 with at most 2 decimals', () => {
    for (const rate of [0, 12.5, 12.25, 20]) expect(commissionRateSchema.safeParse({ rate }).success).toBe(true);
    for (const rate of [-0.01, 20.01, 12.345, Number.NaN, '5']) expect(commissionRateSchema.safeParse({ rate }).success).toBe(false);
  });

  it('refuses unknown states, fields and control characters', () => {
    expect(commissionUpdateSchema.safeParse({ state: 'pending' }).success).toBe(false);
    expect(commissionUpdateSchema.safeParse({ state: 'void', amount: 5 }).success).toBe(false);
    expect(commissionUpdateSchema.safeParse({ state: 'void', reason: 'a\u0007b' }).success).toBe(false);
    expect(commissionUpdateSchema.safeParse({ state: 'paid', payoutRef: 'UTR-1', paidOn: '2026-02-30x' }).success).toBe(false);
  });
});
