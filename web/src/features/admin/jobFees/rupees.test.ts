import { describe, expect, it } from 'vitest';
import { COMMISSION_MESSAGES } from '@careers/domain';
import { checkFee, parseRupees, rupeesText } from './rupees';

describe('the placement fee field', () => {
  it('shows stored paise as plain rupees to edit', () => {
    expect(rupeesText(12_500_000)).toBe('125000');
    expect(rupeesText(8_333_350)).toBe('83333.5');
    expect(rupeesText(null)).toBe('');
  });

  it('reads rupees as people write them', () => {
    expect(parseRupees('₹1,25,000')).toBe(125000);
    expect(parseRupees(' 83333.50 ')).toBe(83333.5);
    expect(parseRupees('  ')).toBeUndefined();
    expect(parseRupees('ten')).toBeNaN();
  });

  it("answers paise, or the API's own message for a fee it would refuse", () => {
    expect(checkFee('1,25,000')).toEqual({ ok: true, rupees: 125000, paise: 12_500_000 });
    expect(checkFee('')).toEqual({ ok: true, rupees: undefined, paise: undefined });
    for (const text of ['-1', '10.001', 'ten', '100000001'])
      expect(checkFee(text)).toEqual({ ok: false, message: COMMISSION_MESSAGES.feeRange });
  });
});
