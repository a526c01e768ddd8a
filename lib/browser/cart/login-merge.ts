// Joining the browser cart and the signed-in shopper's server cart (docs/product.md §4).
//
// Once per login (per tab session), and again whenever the cart page opens while signed in:
// read GET /api/cart/, drop the lines another device took out of the server cart (an order
// placed there takes its lines out), merge with mergeCarts (no line lost, none doubled), store
// the merged lines, `cartId` and `cartServerMap`, then tell the server what it lacks: lines (a
// product in a size, or in none) only in the browser are posted with their size, and lines
// whose browser quantity is now larger are sent through the debounced qty sync. Every server
// failure is only logged.

import type { CartStore } from './create-store';
import { isSyncableCartId, scheduleQtySync } from './qty-sync';
import { clampQty } from './quantity';
import { getLocalStorage } from '@/lib/browser/storage';
import { cartItemFromServer, type ServerCart, type ServerCartItem } from './server-cart';
import {
  readCartServerMap,
  serverMapFromCart,
  storeCartId,
  writeCartServerMap,
} from './server-cart-keys';
import { fetchServerCart, pushAdd } from './server-requests';
import { getCartStore } from './store';
import { chosenSize, lineServerKey, productSizeKey } from '@/lib/shared/cart/line-size';
import { mergeLines, type ProductLine } from '@/lib/shared/cart/product-line';
import { itemCount } from '@/lib/shared/cart/totals';
import type { CartItem, StorageLike } from '@/lib/shared/cart/types';
import { checkoutLines, sentOrderFor } from '@/lib/browser/orders/checkout-attempt';

export type MergeOutcome = { ok: true; pushed: number[]; qtySynced: boolean } | { ok: false };

/**
 * Price, availability and stock of a local line from the server's product (its size's count when
 * the line is in a size and the server tracks the product per size).
 */
function withServerFacts(line: CartItem, product: ServerCartItem['product']): CartItem {
  const size = chosenSize(line);
  const fromServer = cartItemFromServer({ id: 0, product, qty: 1, size });
  if (!fromServer) return line;
  const next: CartItem = { ...line, price: fromServer.price, available: fromServer.available };
  if (fromServer.stock !== undefined) next.stock = fromServer.stock;
  next.qty = clampQty(line.qty, next.stock);
  return next;
}

/**
 * The browser cart after signing in (pure). Lines are matched by product AND size (a server
 * line is one product in one size, or in none: lineServerKey). No line is lost and none doubled:
 * - lines only in the browser stay as they are, in their order;
 * - server lines the browser lacks are appended (key `String(id)`, or `id||size` with that size
 *   as the line's size), in the server's order;
 * - a line on both sides keeps the larger quantity, not the sum: the browser's lines stay (colour
 *   variants included) and, when the server's qty is larger than the browser's total for that
 *   product and size, the first browser line of it is raised by the difference (capped by stock).
 * Every local line of a product the server cart holds takes the server's fresher price,
 * availability and stock (its own size's).
 */
export function mergeCarts(local: readonly CartItem[], server: ServerCart | null): CartItem[] {
  const result = local.map((line) => ({ ...line }));
  if (!server) return result;

  const products = new Map<number, ServerCartItem['product']>();
  const serverLines = new Map<string, CartItem>();
  for (const raw of server.items) {
    const line = cartItemFromServer(raw);
    if (!line) continue;
    products.set(line.id, raw.product);
    const key = lineServerKey(line);
    const seen = serverLines.get(key);
    // A line listed twice by the server counts once, with its larger qty.
    if (!seen || line.qty > seen.qty) serverLines.set(key, line);
  }

  result.forEach((line, i) => {
    const product = products.get(line.id);
    if (product) result[i] = withServerFacts(line, product);
  });

  for (const [key, fromServer] of serverLines) {
    const indexes = result.flatMap((line, i) => (lineServerKey(line) === key ? [i] : []));
    if (indexes.length === 0) {
      if (!result.some((line) => line.key === fromServer.key)) result.push(fromServer);
      continue;
    }
    const localTotal = indexes.reduce((sum, i) => sum + (result[i]?.qty ?? 0), 0);
    const firstLine = result[indexes[0] ?? -1];
    if (firstLine && fromServer.qty > localTotal) {
      firstLine.qty = clampQty(firstLine.qty + (fromServer.qty - localTotal), firstLine.stock);
    }
  }
  return result;
}

/**
 * The browser cart without the lines another device took out of the server cart (pure). A line
 * whose server line this browser knew (`known`, cartServerMap) and the server no longer holds
 * was ordered or removed elsewhere, so it goes here too; a line the server never had (an add
 * whose request failed) stays, to be sent again.
 */
export function withoutRemovedElsewhere(
  local: readonly CartItem[],
  server: ServerCart,
  known: Readonly<Record<string, number>>,
): CartItem[] {
  const onServer = new Set(server.items.map((i) => productSizeKey(i.product.id, i.size ?? null)));
  return local.filter((line) => {
    const key = lineServerKey(line);
    return !(key in known) || onServer.has(key);
  });
}

/** Total quantity per product over all its lines (colour and size variants). */
export function quantitiesByProduct(items: readonly CartItem[]): Map<number, number> {
  const totals = new Map<number, number>();
  for (const line of items) totals.set(line.id, (totals.get(line.id) ?? 0) + itemCount([line]));
  return totals;
}

/**
 * Total quantity per server line (lineServerKey: product and chosen size) over all its browser
 * lines (colour variants), with the product and size to post it as.
 */
export function quantitiesByServerLine(items: readonly CartItem[]): Map<string, ProductLine> {
  return mergeLines(
    items.map((line) => ({ productId: line.id, size: chosenSize(line), qty: itemCount([line]) })),
  );
}

export async function mergeAtLogin(
  store: Pick<CartStore, 'getSnapshot' | 'replaceItems'> = getCartStore(),
  storage: StorageLike | null = getLocalStorage(),
): Promise<MergeOutcome> {
  const server = await fetchServerCart();
  if (!server) return { ok: false };

  const local = store.getSnapshot();
  storeCartId(server.id, storage);
  // The order this browser just sent took these lines out of the server cart; they stay here
  // under "Sent" until the shopper starts a new order or changes them, and are not sent back.
  if (local.length > 0 && sentOrderFor(checkoutLines(local), storage) !== null) {
    return { ok: true, pushed: [], qtySynced: false };
  }
  const kept = withoutRemovedElsewhere(local, server, readCartServerMap(storage));
  store.replaceItems(mergeCarts(kept, server));
  writeCartServerMap(serverMapFromCart(server), storage);

  const onServer = new Map<string, number>();
  for (const item of server.items) {
    const key = productSizeKey(item.product.id, item.size);
    onServer.set(key, Math.max(item.qty, onServer.get(key) ?? 0));
  }
  const merged = store.getSnapshot();
  const pushed = new Set<number>();
  let raised = false;
  const posts: Promise<unknown>[] = [];
  for (const [key, line] of quantitiesByServerLine(merged)) {
    const serverQty = onServer.get(key);
    if (serverQty === undefined) {
      pushed.add(line.productId);
      posts.push(pushAdd(line.productId, line.qty, line.size, storage));
    } else if (line.qty !== serverQty) {
      raised = true;
    }
  }
  await Promise.all(posts);
  const qtySynced = raised && isSyncableCartId(server.id);
  if (qtySynced) scheduleQtySync(server.id, merged);
  return { ok: true, pushed: [...pushed], qtySynced };
}

let running: Promise<MergeOutcome> | null = null;

/**
 * mergeAtLogin, one run at a time: a call while one runs joins it. The login and the cart page
 * both ask, and two runs at once would post a browser-only line twice.
 */
export function mergeWithServerCart(): Promise<MergeOutcome> {
  running ??= mergeAtLogin().finally(() => {
    running = null;
  });
  return running;
}
