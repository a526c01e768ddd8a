import 'server-only';
// The counter's product lookup (the till, receive stock, the stocktake): scanned or typed text
// (lib/shared/counter/scanned-text.ts) to products as the counter sells them, with stock read
// fresh from the database (as the printed tags are), never from the catalogue memo, so the size
// chooser shows what is on the shelf now. Words of a name go through the storefront's search
// index (`listIndex`): the owner types as shoppers do, and typos, Hindi in Latin letters and
// synonyms find the same products as on the site; the index holds hidden products too.
import type { Product } from '@/lib/shared/product';
import { currentPrice } from '@/lib/shared/sale';
import { offeredSizes, stockOfSize } from '@/lib/shared/sizes';
import { readScannedText, SCANNED_TEXT_MAX } from '@/lib/shared/counter/scanned-text';
import type {
  CounterLookupAnswer,
  CounterMatch,
  CounterProduct,
  LookupVia,
} from '@/lib/shared/counter/lookup';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { findByBarcode } from '@/lib/server/products/barcodes';
import { ValidationError } from '@/lib/server/infra/errors';
import { queryProductsByIds } from '@/lib/server/products/catalogue-pages';
import { listIndex } from '@/lib/server/search';

/** Products shown for words of a name: a phone screen's worth. */
export const NAME_MATCHES = 8;

export function counterProduct(product: Product): CounterProduct {
  const price = currentPrice(product);
  return {
    id: product.id,
    name: product.name,
    photo: product.images[0]?.url ?? null,
    price,
    regularPrice: price === product.price ? null : product.price,
    available: product.available,
    stock: product.stock,
    sizes: offeredSizes(product).map((size) => ({ size, stock: stockOfSize(product, size) })),
    perSize: product.sizeStock !== null,
  };
}

/** A size the product offers, else null (a tag's `?size=` for a size since dropped). */
function offered(product: CounterProduct, size: string | null): string | null {
  return size !== null && product.sizes.some((s) => s.size === size) ? size : null;
}

async function byIds(
  picks: readonly { id: number; size: string | null }[],
  via: LookupVia,
): Promise<CounterLookupAnswer> {
  const products = (await queryProductsByIds(picks.map((p) => p.id))).map(counterProduct);
  const matches = picks.flatMap((pick): CounterMatch[] => {
    const product = products.find((p) => p.id === pick.id);
    return product ? [{ product, size: offered(product, pick.size) }] : [];
  });
  return {
    matches,
    via: matches.length ? via : null,
    message: matches.length ? null : 'No product has that number now (it may have been deleted).',
  };
}

/** The owner's barcode (the products' own rule reads it: trimmed, in capitals). */
async function barcodeMatch(
  caller: Caller,
  text: string,
): Promise<{ id: number; size: string | null } | null> {
  const found = await findByBarcode(caller, text);
  return found && { id: found.productId, size: found.size };
}

async function byName(text: string): Promise<CounterLookupAnswer> {
  const { page } = await listIndex({ base: { search: text }, limit: NAME_MATCHES, pageOnly: true });
  const answer = await byIds(
    page.map((p) => ({ id: p.id, size: null })),
    'name',
  );
  return answer.matches.length ? answer : { ...answer, message: `No product matches “${text}”.` };
}

/** Products for `text` (a tag's URL, "#12", a barcode or words). Admins only. */
export async function lookupCounterProducts(
  caller: Caller | null,
  text: string,
): Promise<CounterLookupAnswer> {
  const admin = requireAdmin(caller);
  if (text.length > SCANNED_TEXT_MAX) {
    throw new ValidationError({ text: [`Enter at most ${SCANNED_TEXT_MAX} characters.`] });
  }
  const read = readScannedText(text);
  switch (read.kind) {
    case 'empty':
      throw new ValidationError({ text: ['Scan a tag or type a name, a #number or a barcode.'] });
    case 'foreign-url':
      return { matches: [], via: null, message: 'That QR code is not one of the shop’s tags.' };
    case 'tag':
      return byIds([{ id: read.id, size: read.size }], 'tag');
    case 'id':
      return byIds([{ id: read.id, size: null }], 'id');
    case 'digits': {
      const code = await barcodeMatch(admin, read.text);
      if (code) return byIds([code], 'barcode');
      return read.id === null ? byName(read.text) : byIds([{ id: read.id, size: null }], 'id');
    }
    case 'words': {
      const code = await barcodeMatch(admin, read.text);
      return code ? byIds([code], 'barcode') : byName(read.text);
    }
  }
}
