// The WhatsApp text of a saved order (issue 13): "Order SP-1042" first, then the cart's order
// message in the spec's format (lib/shared/whatsapp.ts, lines with their chosen size), then the
// status link. The order message is fitted into what the two extra lines leave of the budget.
import {
  DEFAULT_MESSAGE_BUDGET,
  orderMessage,
  whatsappLink,
  WHATSAPP_LINK_LIMIT,
  type MessageContext,
  type OrderLine,
} from '@/lib/shared/whatsapp';

export interface SavedOrderRef {
  /** "SP-1042". */
  number: string;
  /** Absolute URL of the public status page. */
  statusUrl: string;
}

const header = (order: SavedOrderRef) => `Order ${order.number}\n`;
const footer = (order: SavedOrderRef) => `\n\nTrack your order: ${order.statusUrl}`;

export function savedOrderMessage(
  items: readonly OrderLine[],
  ctx: MessageContext,
  order: SavedOrderRef,
  budget = DEFAULT_MESSAGE_BUDGET,
): string {
  const extra = encodeURIComponent(header(order) + footer(order)).length;
  const body = orderMessage(items, { ...ctx, maxEncodedLength: budget - extra });
  return `${header(order)}${body}${footer(order)}`;
}

/** The wa.me link for a saved order, fitted to this number's link length. */
export function savedOrderLink(
  shopNumber: string,
  items: readonly OrderLine[],
  ctx: MessageContext,
  order: SavedOrderRef,
): string {
  const prefix = whatsappLink(shopNumber, '').length;
  return whatsappLink(
    shopNumber,
    savedOrderMessage(items, ctx, order, WHATSAPP_LINK_LIMIT - 1 - prefix),
  );
}
