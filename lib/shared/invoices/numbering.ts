// Invoice and credit-note numbers: a series per Indian financial year (April to March, as the
// shop's clock in India counts it), consecutive and at most 16 characters (GST rules):
// "SPM/25-26/0042". Credit notes have their own series: "CN/25-26/0003".
import { shopYearMonth } from '@/lib/shared/shop-day';

/** The year the financial year of `at` began in: April 2025 to March 2026 -> 2025. */
export function financialYearStart(at: Date): number {
  const { year, month } = shopYearMonth(at);
  return month >= 4 ? year : year - 1;
}

/** 2025 -> "25-26". */
export function financialYearLabel(start: number): string {
  const two = (y: number) => String(y % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

export type DocumentKind = 'invoice' | 'credit_note';

/** The series' prefix: up to 4 letters of the order prefix for invoices, "CN" for credit notes. */
export function seriesPrefix(kind: DocumentKind, orderPrefix: string): string {
  return kind === 'credit_note'
    ? 'CN'
    : orderPrefix
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 4)
        .toUpperCase() || 'INV';
}

/** "SPM/25-26/0042": at most 16 characters up to 99,999 documents a year. */
export function documentNumber(prefix: string, fyStart: number, seq: number): string {
  return `${prefix}/${financialYearLabel(fyStart)}/${String(seq).padStart(4, '0')}`;
}

/** The counter row a series advances: one per kind and financial year. */
export function seriesCounter(kind: DocumentKind, fyStart: number): string {
  return `${kind === 'credit_note' ? 'credit-note' : 'invoice'}:${fyStart}`;
}
