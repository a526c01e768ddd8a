import 'server-only';
import { kindOf, type CatalogueIndex, type IndexEntry } from './catalogue-index';

// Where each product stands in an index after a write (index-patch.ts): products are kept in id
// order, so a product deleted, or made with an id below the last, moves every product after it.

/** The position of product `id` in `products` (in id order). */
export function docOf(products: CatalogueIndex['products'], id: number): number {
  let low = 0;
  let high = products.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = products[middle]!.id;
    if (at === id) return middle;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  throw new Error(`product ${id} is not in the index`);
}

export interface Placed {
  products: CatalogueIndex['products'];
  kindHeads: string[];
  kindKeys: string[];
  /** Each old position's new one (-1: deleted), or null when no product moved. */
  newDoc: Int32Array | null;
}

/**
 * The products of `before` with those `changed` names replaced by their entries in `now` (no
 * entry: deleted) and the new ones put in, in id order, with each product's kind.
 */
export function placeProducts(
  before: CatalogueIndex,
  changed: ReadonlySet<number>,
  now: Map<number, IndexEntry>,
): Placed {
  const added = [...now.values()]
    .filter((e) => !before.wordsById.has(e.product.id))
    .sort((a, b) => a.product.id - b.product.id);
  const last = before.products.at(-1)?.id ?? 0;
  const deleted = [...changed].some((id) => before.wordsById.has(id) && !now.has(id));
  if (!deleted && (added[0]?.product.id ?? Infinity) > last) {
    // Nobody moves: the changed are replaced where they stand, the new come after the rest.
    const placed = {
      products: before.products.slice(),
      kindHeads: before.kindHeads.slice(),
      kindKeys: before.kindKeys.slice(),
      newDoc: null,
    };
    for (const entry of now.values()) {
      if (!before.wordsById.has(entry.product.id)) continue;
      put(placed, entry, docOf(before.products, entry.product.id));
    }
    for (const entry of added) put(placed, entry, placed.products.length);
    return placed;
  }
  const placed: Placed = {
    products: [],
    kindHeads: [],
    kindKeys: [],
    newDoc: new Int32Array(before.products.length).fill(-1),
  };
  let next = 0;
  before.products.forEach((product, doc) => {
    while (next < added.length && added[next]!.product.id < product.id)
      put(placed, added[next++]!, placed.products.length);
    const entry = changed.has(product.id) ? now.get(product.id) : undefined;
    if (changed.has(product.id) && !entry) return;
    const at = placed.products.length;
    placed.newDoc![doc] = at;
    if (entry) return put(placed, entry, at);
    placed.products.push(product);
    placed.kindHeads.push(before.kindHeads[doc]!);
    placed.kindKeys.push(before.kindKeys[doc]!);
  });
  while (next < added.length) put(placed, added[next++]!, placed.products.length);
  return placed;
}

function put(placed: Placed, entry: IndexEntry, doc: number): void {
  const kind = kindOf(entry.text.sub);
  placed.products[doc] = entry.product;
  placed.kindHeads[doc] = kind.head;
  placed.kindKeys[doc] = kind.key;
}
