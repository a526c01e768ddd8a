// The shop's return window, pure: whether an order may still be asked about (the shop takes
// returns, the pieces reached the customer, and it is within the window's days), which of its
// lines may come back (not a kind the shop never takes back, pieces not already in a request),
// and the product page's one line about it. The server (lib/server/returns/window.ts) feeds it
// the settings, the time the order was completed and each line's kind; the status page, the ask
// and the tests read the same answers.
import { SHOP_TIME_ZONE } from '@/lib/shared/shop';
import { shopDay, shopDayEnd } from '@/lib/shared/shop-day';
import type { OrderStatus } from '@/lib/shared/orders/status';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReturnWindowSettings {
  returnsOpen: boolean;
  /** Days after delivery or pickup (1–90). */
  returnWindowDays: number;
  /** Sub-category kinds that never come back. */
  nonReturnableKinds: readonly string[];
}

export type WindowClosed = 'off' | 'not_handed_over' | 'closed';

export type ReturnWindow =
  { open: true; closesAt: Date } | { open: false; why: WindowClosed; closesAt: Date | null };

/**
 * The last moment to ask: the end of the shop's day (India time) `days` after the order was
 * completed, so "7 days" never ends in the middle of the seventh day.
 */
export function windowClosesAt(completedAt: Date, days: number): Date {
  const lastDay = shopDay(new Date(completedAt.getTime() + days * DAY_MS));
  return shopDayEnd(lastDay) ?? new Date(completedAt.getTime() + (days + 1) * DAY_MS);
}

/**
 * Whether `order` may be asked about at `now`. An order is in the customer's hands once it is
 * completed (delivered, picked up, or sold at the counter); `completedAt` is that event's time.
 */
export function returnWindow(
  settings: ReturnWindowSettings,
  order: { status: OrderStatus; completedAt: Date | null },
  now: Date,
): ReturnWindow {
  if (!settings.returnsOpen) return { open: false, why: 'off', closesAt: null };
  if (order.status !== 'completed' || !order.completedAt) {
    return { open: false, why: 'not_handed_over', closesAt: null };
  }
  const closesAt = windowClosesAt(order.completedAt, settings.returnWindowDays);
  return now.getTime() < closesAt.getTime()
    ? { open: true, closesAt }
    : { open: false, why: 'closed', closesAt };
}

const fold = (s: string) => s.trim().toLowerCase();

/** Whether a product of this kind (sub category) may come back; unknown kinds may. */
export function kindReturnable(settings: ReturnWindowSettings, kind: string | null): boolean {
  if (!kind) return true;
  const k = fold(kind);
  return !settings.nonReturnableKinds.some((n) => fold(n) === k);
}

/** One order line as the window reads it. */
export interface WindowLine {
  orderLineId: number;
  /** Null once the product was deleted: its pieces may come back, but not be swapped. */
  productId: number | null;
  /** The product's sub category, null when unknown (a deleted product). */
  kind: string | null;
  qty: number;
  /** Pieces not already in a request (declined requests do not count). */
  left: number;
}

export type LineRefusal = 'kind' | 'all_asked';

export interface LineOffer {
  orderLineId: number;
  /** Pieces the shopper may ask about now (0 when refused). */
  left: number;
  /** Why none may come back, or null. */
  refused: LineRefusal | null;
  /** Whether another size may be asked for (the product is still in the catalogue). */
  canExchange: boolean;
}

/** What each line offers: its pieces left, unless its kind never comes back. */
export function lineOffers(
  settings: ReturnWindowSettings,
  lines: readonly WindowLine[],
): LineOffer[] {
  return lines.map((l) => {
    const refused: LineRefusal | null = !kindReturnable(settings, l.kind)
      ? 'kind'
      : l.left <= 0
        ? 'all_asked'
        : null;
    return {
      orderLineId: l.orderLineId,
      left: refused ? 0 : Math.min(l.left, l.qty),
      refused,
      canExchange: l.productId !== null,
    };
  });
}

export const LINE_REFUSAL_TEXT: Record<LineRefusal, string> = {
  kind: 'This item cannot be returned.',
  all_asked: 'Already in a return or exchange.',
};

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

/** "7 March 2026": the last day to ask, on the shop's calendar. */
export function lastDayText(closesAt: Date): string {
  return dateFormat.format(new Date(closesAt.getTime() - 1));
}

/** What the status page says about a window, open or not. */
export function windowText(window: ReturnWindow): string {
  if (window.open)
    return `You can ask for an exchange or a return until ${lastDayText(window.closesAt)}.`;
  if (window.why === 'off')
    return 'This shop does not take exchanges or returns online: message the shop on WhatsApp.';
  if (window.why === 'not_handed_over') {
    return 'You can ask for an exchange or a return once the order is delivered or picked up.';
  }
  return window.closesAt
    ? `Exchanges and returns for this order closed after ${lastDayText(window.closesAt)}.`
    : 'Exchanges and returns for this order have closed.';
}

/**
 * The product page's one line: the window for a kind that may come back, a plain "cannot" for
 * one that never does, nothing when the shop takes no returns.
 */
export function productWindowLine(
  settings: ReturnWindowSettings,
  kind: string | null,
): string | null {
  if (!settings.returnsOpen) return null;
  if (!kindReturnable(settings, kind)) return 'This item cannot be exchanged or returned.';
  const days = settings.returnWindowDays;
  return `Exchange or return within ${days} ${days === 1 ? 'day' : 'days'} of delivery or pickup.`;
}
