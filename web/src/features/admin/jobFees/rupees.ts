import { placementFeeSchema, rupeesToPaise } from '@careers/domain';

/** The longest fee text the field takes: ₹10 crore with commas and paise is 17 characters. */
export const FEE_TEXT_MAX = 20;

/** Paise as the fee field shows them to edit: plain rupees (125000, 83333.5); none is ''. */
export const rupeesText = (paise: number | null | undefined): string => (typeof paise === 'number' ? String(paise / 100) : '');

/**
 * The fee field's text as the API's number of rupees: commas, spaces and a leading ₹ are how
 * people write rupees, so they are dropped; '' is no fee given; anything else is a number, which
 * is NaN for text that is not one (the schema then refuses it with its message).
 */
export function parseRupees(text: string): number | undefined {
  const plain = text.replace(/[\s,₹]/g, '');
  return plain === '' ? undefined : Number(plain);
}

export type FeeCheck = { ok: true; rupees: number | undefined; paise: number | undefined } | { ok: false; message: string };

/** Checks the text with the API's own schema (placementFeeSchema), so the message is the one the API would answer. */
export function checkFee(text: string): FeeCheck {
  const rupees = parseRupees(text);
  if (rupees === undefined) return { ok: true, rupees, paise: undefined };
  const parsed = placementFeeSchema.safeParse({ placementFee: rupees });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
  return { ok: true, rupees: parsed.data.placementFee, paise: rupeesToPaise(parsed.data.placementFee) };
}
