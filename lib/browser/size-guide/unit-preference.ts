// The shopper's unit for size guides (cm or inches), remembered in this browser.
import { safeGet, safeSet } from '@/lib/browser/storage';
import type { ChartUnit } from '@/lib/shared/size-charts/chart';

const KEY = 'shop.sizeGuideUnit';

/** The remembered unit, or null when the shopper has not chosen one here. */
export function readUnitPreference(): ChartUnit | null {
  const value = safeGet(KEY);
  return value === 'cm' || value === 'in' ? value : null;
}

export function writeUnitPreference(unit: ChartUnit): void {
  safeSet(KEY, unit);
}
