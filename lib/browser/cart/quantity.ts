// The quantity rules of a cart line: a whole number from 1, at most the known stock (but never
// below 1, so a line that went out of stock keeps its qty of 1) and at most CART_LIMITS.maxQty.

import { CART_LIMITS } from '@/lib/shared/cart/types';

/** Highest allowed qty for a line: the known stock (but never below 1), at most maxQty. */
export function stockCap(stock?: number): number {
  if (stock === undefined || !Number.isFinite(stock)) return CART_LIMITS.maxQty;
  return Math.max(1, Math.min(CART_LIMITS.maxQty, Math.floor(stock)));
}

/** `value` as an allowed qty: floored, at least 1, at most stockCap(stock); 1 when not finite. */
export function clampQty(value: number, stock?: number): number {
  const cap = stockCap(stock);
  if (!Number.isFinite(value)) return 1;
  return Math.min(cap, Math.max(1, Math.floor(value)));
}
