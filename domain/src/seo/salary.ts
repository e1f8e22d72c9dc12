/** Reads Indian salary texts ('7-12 LPA', '15k/month stipend', '₹25,000 - 35,000 per month') into numbers. */

export type SalaryUnit = 'YEAR' | 'MONTH';

export interface SalaryRange {
  currency: 'INR';
  unit: SalaryUnit;
  min: number;
  /** Equal to min for a single figure. */
  max: number;
}

const LAKH = 100_000;
const CRORE = 10_000_000;

/** Multiplier of a unit word after a figure; null when the word is not a money unit. */
function multiplierOf(word: string): number | null {
  if (/^(lpa|lakhs?|lacs?|l)$/.test(word)) return LAKH;
  if (/^(cr|crores?)$/.test(word)) return CRORE;
  if (/^k$/.test(word)) return 1000;
  if (word === '') return 1;
  return null;
}

/**
 * The range a salary text names, or null when it cannot be read (e.g. 'Not disclosed',
 * 'Competitive', 'As per industry'): nothing is guessed.
 * Lakh figures (LPA, lakh) are yearly; a text saying month/pm/stipend without a period is monthly;
 * plain rupee figures need a period word (per annum, /year, per month).
 */
export function parseSalary(text: string | null | undefined): SalaryRange | null {
  if (!text) return null;
  const lower = text.toLowerCase().replace(/₹|rs\.?|inr/g, ' ');
  const figure = String.raw`(\d+(?:,\d+)*(?:\.\d+)?)\s*(lpa|lakhs?|lacs?|crores?|cr|k|l)?\b`;
  const match = new RegExp(`${figure}(?:\\s*(?:-|–|to)\\s*${figure})?`).exec(lower);
  if (!match) return null;
  const [, first, firstUnit = '', second, secondUnit = ''] = match;
  const unitWord = secondUnit || firstUnit;
  const lowMultiplier = multiplierOf(firstUnit || unitWord);
  const highMultiplier = multiplierOf(unitWord);
  if (lowMultiplier === null || highMultiplier === null) return null;
  const low = Number(first!.replace(/,/g, '')) * lowMultiplier;
  const high = second ? Number(second.replace(/,/g, '')) * highMultiplier : low;
  if (!Number.isFinite(low) || !Number.isFinite(high) || low <= 0 || high < low) return null;

  const monthly = /\b(month|months|monthly|pm|p\.m\.|mo)\b|\/\s*m(onth)?\b|stipend/.test(lower);
  const yearly =
    /\b(lpa|annum|annual|annually|year|yearly|pa|p\.a\.|ctc)\b|\/\s*y(ea)?r?\b/.test(lower) || /lakh|lac|crore|\bcr\b/.test(lower);
  let unit: SalaryUnit;
  if (/lpa/.test(lower) || (yearly && !monthly)) unit = 'YEAR';
  else if (monthly) unit = 'MONTH';
  else return null;
  return { currency: 'INR', unit, min: Math.round(low), max: Math.round(high) };
}
