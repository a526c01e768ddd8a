// The signed-in shopper's server cart as the browser reads it: the wire shape of GET /api/cart/
// (lib/shared/cart/wire.ts), read leniently so that a missing optional field never loses the
// line, and its lines as browser cart lines.

import type {
  CartItemWire,
  CartProductWire,
  CartWire,
  ProductImageWire,
} from '@/lib/shared/cart/wire';
import { idFrom } from '@/lib/shared/ids';
import { isRecord } from '@/lib/shared/is-record';
import { digitsLike, within } from './lenient';
import { keyFor } from './line-from-product';
import { normalizeCartItem } from './normalize-lines';
import type { CartItem } from '@/lib/shared/cart/types';
import { isKnownSize } from '@/lib/shared/sizes';

/**
 * A cart line's product as read: ids may come as digit strings and prices as numbers, only the
 * image URLs are kept, and `in_stock` and `stock` may be missing.
 */
export interface ServerCartProduct extends Omit<
  CartProductWire,
  'price' | 'images' | 'in_stock' | 'stock' | 'size' | 'footwear_size' | 'size_stock'
> {
  price: CartProductWire['price'] | number;
  images: Pick<ProductImageWire, 'url'>[];
  in_stock?: CartProductWire['in_stock'] | undefined;
  stock?: CartProductWire['stock'] | undefined;
  /** Count per size when the server tracks it; absent from older servers. */
  size_stock?: CartProductWire['size_stock'] | undefined;
}

export interface ServerCartItem extends Omit<CartItemWire, 'product' | 'size'> {
  product: ServerCartProduct;
  /** The chosen size; null or absent for a line without one. */
  size?: string | null | undefined;
}

export interface ServerCart extends Omit<CartWire, 'id' | 'items'> {
  id: CartWire['id'] | string;
  items: ServerCartItem[];
}

const stringOr = (value: unknown, fallback: string) =>
  typeof value === 'string' ? value : fallback;
const booleanOr = <T>(value: unknown, fallback: T) =>
  typeof value === 'boolean' ? value : fallback;
const amount = (value: unknown) =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
    ? value
    : undefined;

function readProduct(value: unknown): ServerCartProduct | null {
  if (!isRecord(value)) return null;
  const id = idFrom(value.id);
  if (id === null) return null;
  return {
    id,
    name: stringOr(value.name, ''),
    price: amount(value.price) ?? '0',
    images: Array.isArray(value.images)
      ? value.images.map((image) => ({ url: isRecord(image) ? stringOr(image.url, '') : '' }))
      : [],
    available: booleanOr(value.available, true),
    in_stock: booleanOr(value.in_stock, undefined),
    stock: within(digitsLike(value.stock), 0, Number.MAX_SAFE_INTEGER, true),
    size_stock: readSizeStock(value.size_stock),
    main_category: stringOr(value.main_category, ''),
    sub_category: stringOr(value.sub_category, ''),
  };
}

/** `{"S": 2}` kept when every count is a whole number from 0; anything else: unknown. */
function readSizeStock(value: unknown): Record<string, number> | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const counts: Record<string, number> = {};
  for (const [size, raw] of Object.entries(value)) {
    const n = within(digitsLike(raw), 0, Number.MAX_SAFE_INTEGER, true);
    if (n === undefined) return undefined;
    counts[size] = n;
  }
  return counts;
}

function readItem(value: unknown): ServerCartItem | null {
  if (!isRecord(value)) return null;
  const id = idFrom(value.id);
  const product = readProduct(value.product);
  if (id === null || !product) return null;
  // A size the browser does not know could not be sent back to the server: the line reads
  // as one without a size rather than being lost.
  const size = typeof value.size === 'string' && isKnownSize(value.size) ? value.size : null;
  return { id, product, qty: digitsLike(value.qty) ?? 1, size };
}

/** A ServerCart from an API answer, or null when it is not one. */
export function parseServerCart(value: unknown): ServerCart | null {
  if (!isRecord(value)) return null;
  const { id, items, subtotal } = value;
  if (typeof id !== 'string' && !(typeof id === 'number' && Number.isFinite(id))) return null;
  return {
    id,
    items: Array.isArray(items) ? items.flatMap((raw) => readItem(raw) ?? []) : [],
    subtotal: String(amount(subtotal) ?? '0.00'),
  };
}

/**
 * How many of a server line can be sold: its size's count when the server tracks the product
 * per size, else the product's stock (undefined when the server did not say).
 */
export function serverLineStock(item: ServerCartItem): number | undefined {
  const p = item.product;
  if (item.size && p.size_stock) return p.size_stock[item.size] ?? 0;
  return p.stock;
}

/**
 * A server cart line as a browser cart line, or null if unusable. Without a size its key is
 * `String(product id)`; in a size it is `id||size` (the id|color|size form of every sized add;
 * the cart wire carries no colour), with that size's stock. Adds and size changes find a line by
 * product and size, not by key, so a later add in that size joins this line.
 */
export function cartItemFromServer(item: ServerCartItem): CartItem | null {
  const p = item.product;
  const stock = serverLineStock(item);
  return normalizeCartItem({
    id: p.id,
    key: item.size ? keyFor(p, { size: item.size }) : String(p.id),
    name: p.name,
    price: p.price,
    qty: item.qty,
    image: p.images[0]?.url ?? '',
    available: p.available && (p.in_stock ?? true) && (!item.size || stock !== 0),
    main_category: p.main_category,
    sub_category: p.sub_category,
    ...(item.size ? { size: item.size } : {}),
    stock,
  });
}
