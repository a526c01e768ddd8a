// GST rates for what the shop sells. A kind of goods (a sub-category) has an HSN code and either
// a fixed rate the owner sets, or the price slab that clothing follows since 22 September 2025
// (CBIC Notification No. 9/2025-Central Tax (Rate); docs/decisions.md): 5% when one piece's value
// before tax is at most ₹2,500, else 18%. For HSN chapters 61, 62 and 63 the slab is built in.
// Rates are kept in basis points (500 = 5%), so no rate ever goes through a float.

export type TaxRule = { kind: 'fixed'; rateBp: number } | { kind: 'slab' };

/** The slab: ₹2,500 of value per piece before tax, 5% at or below, 18% above. */
export const APPAREL_SLAB = { limitPaise: 250_000, lowBp: 500, highBp: 1800 } as const;

/** Clothing and made-up textiles: HSN chapters 61, 62 and 63. */
export function isApparelHsn(hsn: string): boolean {
  return /^6[123]\d{2}/.test(hsn);
}

/** An HSN code is 4, 6 or 8 digits. */
export function isHsn(text: string): boolean {
  return /^\d{4}(\d{2}){0,2}$/.test(text);
}

/** The rule a kind follows: the slab for apparel chapters, whatever the owner chose. */
export function effectiveRule(hsn: string, rule: TaxRule): TaxRule {
  return isApparelHsn(hsn) ? { kind: 'slab' } : rule;
}

/**
 * The slab's rate for a tax-inclusive unit price: 5% keeps the value before tax within ₹2,500
 * exactly when the price is at most ₹2,625.00 (2,500 × 1.05); any dearer piece pays 18%.
 */
export function slabRateBp(unitPricePaise: number): number {
  const within = unitPricePaise * 10_000 <= APPAREL_SLAB.limitPaise * (10_000 + APPAREL_SLAB.lowBp);
  return within ? APPAREL_SLAB.lowBp : APPAREL_SLAB.highBp;
}

export function rateFor(rule: TaxRule, unitPricePaise: number): number {
  return rule.kind === 'slab' ? slabRateBp(unitPricePaise) : rule.rateBp;
}

/** Prices with no consistent slab: above ₹2,625 (over ₹2,500 before 5%) and at most ₹2,950 (not over ₹2,500 before 18%). */
export const REPRICE_BAND = { abovePaise: 262_500, upToPaise: 295_000 } as const;

/**
 * Whether a tax-inclusive price fits neither slab: taxed at 5% its value before tax is over
 * ₹2,500, taxed at 18% it is not. The invoice charges 18% (the safe side); the owner is asked to
 * reprice (to ₹2,625 or below, or above ₹2,950).
 */
export function needsRepricing(unitPricePaise: number): boolean {
  return unitPricePaise > REPRICE_BAND.abovePaise && unitPricePaise <= REPRICE_BAND.upToPaise;
}

/** "5%", "0.25%", "18%". */
export function formatRate(rateBp: number): string {
  const whole = Math.trunc(rateBp / 100);
  const rest = rateBp % 100;
  return rest === 0 ? `${whole}%` : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}

/** "5" or "2.5" -> basis points; null for anything not a rate from 0 to 40%. */
export function parseRate(text: string): number | null {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?%?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 4000 ? bp : null;
}
