// WhatsApp order and notify messages (docs/product.md §4, §8, §9). No server call: the shopper's browser
// opens https://wa.me/{SHOP_WHATSAPP}?text=… with the prefilled text.
//
// Order message (full form; lines are "\n"-separated, the indent is three spaces):
//
//   Hello {shopName}, I would like to order:
//
//   1. {name} ({color}, {size})
//      Qty: {qty} × {unit price} = {line total}
//      Image: {absolute image url}
//      ⚠ Out of stock — please confirm availability      <- only for an out-of-stock line
//   2. {name}                                            <- no parenthesis without colour/size
//      Qty: 1 × ₹1,999.50 = ₹1,999.50
//
//   Subtotal: ₹{sum}
//   Items: {total qty}
//
// Amounts are formatPrice ("₹1,499.00", Indian grouping). The "(…)" holds the colour and/or
// size that are present. The size is the line's chosen size (lib/shared/cart/line-size.ts), one
// size, never the product's whole list: a legacy line whose size field holds "S, M, L" shows its
// colour only. A size without a colour is written "(Size M)", so a lone footwear size ("(9)")
// is never read as a count. The Image line is left out when a line has no image; relative image
// URLs are made absolute with siteUrl.
//
// Long carts: the ENCODED text must keep the whole link under 4,000 characters (WhatsApp's
// practical limit). Forms are tried in order until one fits; no item line and never the subtotal
// is dropped:
//   1. full form (Image lines);
//   2. full form with "   Link: {siteUrl}/product/{id}" instead of each Image line;
//   3. full form without Image/Link lines;
//   4. compact form, one line per item, amounts without symbol or grouping:
//        Hello {shopName}, I would like to order (#product id, qty x unit price = total, in ₹; ⚠ = out of stock, please confirm availability):
//
//        1. #{id} {name} ({color}, {size}) 2x1499=2998
//        2. #{id} {name} 1x1999.50=1999.50 ⚠
//
//        Subtotal: ₹4,497.00
//        Items: 3
//   5. the compact form with names cut to 24 characters (ending "."), colour and size cut to 12
//      and joined by "/";
//   6. then also without line totals (legend "qty x unit price in ₹"; "2x1499"), names cut to
//      16, 10, 6 characters, and finally no name at all ("1. #{id} (Blue/M) 2x1499"): the
//      product id still identifies every line. If even that does not fit (hundreds of lines),
//      the last form is returned whole: a line is never dropped.
//
// Notify message (the size parts only for a notify about one size):
//
//   Hello {shopName}, please notify me when this product is back in stock[ in size {size}]:
//
//   {name}
//   [Size: {size}]
//   Product ID: {id}
//   Link: {url, default {siteUrl}/product/{id}}

import { chosenSize } from '@/lib/shared/cart/line-size';
import type { CartItem } from '@/lib/shared/cart/types';
import { itemCount, lineTotal, subtotal } from '@/lib/shared/cart/totals';
import { formatPrice, toPaise } from '@/lib/shared/money';
import { absoluteUrl, productUrl } from '@/lib/shared/absolute-url';
import { cutGraphemes } from '@/lib/shared/graphemes';

/** Links at or above this many characters may fail to open (WhatsApp's practical limit). */
export const WHATSAPP_LINK_LIMIT = 4000;
const LINK_PREFIX = 'https://wa.me/';
const MAX_NUMBER_DIGITS = 15; // E.164
/** Encoded-text budget that keeps any wa.me link (15-digit number) under the limit. */
export const DEFAULT_MESSAGE_BUDGET =
  WHATSAPP_LINK_LIMIT - 1 - LINK_PREFIX.length - MAX_NUMBER_DIGITS - '?text='.length;

export const OUT_OF_STOCK_NOTE = '⚠ Out of stock — please confirm availability';

export interface MessageContext {
  shopName: string;
  /** The site's public base URL, e.g. "https://shop.example" (trailing slash optional). */
  siteUrl: string;
}

export interface OrderMessageOptions extends MessageContext {
  /** Largest encodeURIComponent(text).length; defaults to DEFAULT_MESSAGE_BUDGET. */
  maxEncodedLength?: number;
}

export type MessageLine = Pick<
  CartItem,
  'id' | 'name' | 'price' | 'qty' | 'image' | 'available' | 'color' | 'size'
>;

type Form =
  | { kind: 'full'; links: 'image' | 'product' | 'none' }
  | { kind: 'compact'; nameMax: number | null; totals: boolean };

const FORMS: readonly Form[] = [
  { kind: 'full', links: 'image' },
  { kind: 'full', links: 'product' },
  { kind: 'full', links: 'none' },
  { kind: 'compact', nameMax: null, totals: true },
  { kind: 'compact', nameMax: 24, totals: true },
  ...[16, 10, 6, 0].map((nameMax): Form => ({ kind: 'compact', nameMax, totals: false })),
];

/** One line of text: no newlines or runs of spaces that could break the layout. */
export function oneLine(value: string | undefined): string {
  return (value ?? '').replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
}

function cut(value: string, max: number | null): string {
  return max === null ? value : cutGraphemes(value, max, '.');
}

function variant(line: MessageLine, partMax: number | null, separator: string): string {
  const color = cut(oneLine(line.color), partMax);
  const size = chosenSize(line) ?? '';
  const parts = color === '' ? (size === '' ? [] : [`Size ${size}`]) : [color, size];
  const shown = parts.filter((p) => p !== '');
  return shown.length > 0 ? ` (${shown.join(separator)})` : '';
}

/** "1499", "1999.50": an amount without symbol or grouping, for the compact form. */
function plainAmount(paise: number): string {
  const rupees = Math.trunc(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

function buildOrder(items: readonly MessageLine[], ctx: MessageContext, form: Form): string {
  const shop = oneLine(ctx.shopName);
  const lines: string[] = [];
  const footer = ['', `Subtotal: ${formatPrice(subtotal(items))}`, `Items: ${itemCount(items)}`];
  if (form.kind === 'full') {
    lines.push(`Hello ${shop}, I would like to order:`, '');
    items.forEach((line, i) => {
      const qty = Math.max(1, line.qty);
      lines.push(`${i + 1}. ${oneLine(line.name)}${variant(line, null, ', ')}`);
      lines.push(
        `   Qty: ${qty} × ${formatPrice(line.price)} = ${formatPrice(lineTotal({ price: line.price, qty }))}`,
      );
      if (form.links === 'image') {
        const image = absoluteUrl(ctx.siteUrl, line.image);
        if (image) lines.push(`   Image: ${image}`);
      } else if (form.links === 'product') {
        lines.push(`   Link: ${productUrl(ctx.siteUrl, line.id)}`);
      }
      if (!line.available) lines.push(`   ${OUT_OF_STOCK_NOTE}`);
    });
  } else {
    const legend = form.totals ? 'qty x unit price = total, in ₹' : 'qty x unit price in ₹';
    lines.push(
      `Hello ${shop}, I would like to order (#product id, ${legend}; ⚠ = out of stock, please confirm availability):`,
      '',
    );
    const tight = form.nameMax !== null;
    items.forEach((line, i) => {
      const qty = Math.max(1, line.qty);
      const unit = toPaise(line.price);
      const name = form.nameMax === 0 ? '' : ` ${cut(oneLine(line.name), form.nameMax)}`;
      const kind = variant(line, tight ? 12 : null, tight ? '/' : ', ');
      const total = form.totals ? `=${plainAmount(unit * qty)}` : '';
      const mark = line.available ? '' : ' ⚠';
      lines.push(`${i + 1}. #${line.id}${name}${kind} ${qty}x${plainAmount(unit)}${total}${mark}`);
    });
  }
  return [...lines, ...footer].join('\n');
}

/**
 * The order text for the cart (format at the top of this file), in the first form whose
 * encoded length fits `maxEncodedLength`.
 */
export function orderMessage(items: readonly MessageLine[], options: OrderMessageOptions): string {
  const budget = options.maxEncodedLength ?? DEFAULT_MESSAGE_BUDGET;
  let text = '';
  for (const form of FORMS) {
    text = buildOrder(items, options, form);
    if (encodeURIComponent(text).length <= budget) return text;
  }
  return text;
}

/**
 * The notify text for an out-of-stock product, or for one sold-out `size` of it (format at the
 * top of this file).
 */
export function notifyMessage(
  product: { id: number | string; name: string; url?: string },
  ctx: MessageContext,
  size: string | null = null,
): string {
  const url = product.url
    ? absoluteUrl(ctx.siteUrl, product.url)
    : productUrl(ctx.siteUrl, product.id);
  const sized = size === null ? '' : oneLine(size);
  return [
    `Hello ${oneLine(ctx.shopName)}, please notify me when this product is back in stock${sized ? ` in size ${sized}` : ''}:`,
    '',
    oneLine(product.name),
    ...(sized ? [`Size: ${sized}`] : []),
    `Product ID: ${product.id}`,
    `Link: ${url}`,
  ].join('\n');
}

/** https://wa.me/{digits}?text={encoded text}; the number keeps its digits only. */
export function whatsappLink(number: string, text: string): string {
  return `${LINK_PREFIX}${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

export function notifyLink(
  number: string,
  product: { id: number | string; name: string; url?: string },
  ctx: MessageContext,
  size: string | null = null,
): string {
  return whatsappLink(number, notifyMessage(product, ctx, size));
}
