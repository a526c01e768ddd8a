// The drawer's money as the day page says it: rupees, and a difference as short or over.
import { drawerDifference } from '@/lib/shared/counter/drawer';
import { formatPrice, paiseToString } from '@/lib/shared/money';

export const rupees = (paise: number) => formatPrice(paiseToString(paise));

/** "₹5.00 short", "₹20.00 over", "Exact". */
export function differenceText(paise: number): string {
  const { outcome } = drawerDifference(paise, 0);
  if (outcome === 'exact') return 'Exact';
  return `${rupees(Math.abs(paise))} ${outcome}`;
}

export function DifferenceLine({ paise }: { paise: number }) {
  const tone = paise < 0 ? 'text-danger' : 'text-ink';
  return <span className={tone}>{differenceText(paise)}</span>;
}
