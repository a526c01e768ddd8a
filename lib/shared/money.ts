const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "₹1,499.00": a rupee symbol and two decimals everywhere (spec §9). */
export function formatPrice(value: number | string): string {
  const n = typeof value === 'string' ? Number(value) : value;
  return `₹${inr.format(Number.isFinite(n) ? n : 0)}`;
}

/** Money arithmetic in paise so sums never drift. */
export function toPaise(value: number | string): number {
  return Math.round(Number(value) * 100);
}

export function fromPaise(paise: number): number {
  return paise / 100;
}

/** "1499.00" from paise, exactly (no float formatting). */
export function paiseToString(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(paise));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
