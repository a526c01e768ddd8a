// The contract of the counter's product lookup (the till, and the receive and stocktake pages):
// what it answers for scanned or typed text. Read on the server by lib/server/counter/lookup.ts.

/** One offered size and how many are on the shelf now. */
export interface CounterSize {
  size: string;
  stock: number;
}

/** A product as the counter shows and sells it, read fresh (stock as it is now). */
export interface CounterProduct {
  id: number;
  name: string;
  /** The first photo (site-relative or absolute), or null. */
  photo: string | null;
  /** What a customer pays for one piece today (`currentPrice`), "1499.00". */
  price: string;
  /** The price before a running sale, when there is one, else null. */
  regularPrice: string | null;
  /** Shown on the site (the admin's switch); the counter may still sell it. */
  available: boolean;
  /** The total on the shelf (the sum of `sizes` when counted per size). */
  stock: number;
  /**
   * The offered sizes in size order with their stock; when the product is not counted per size,
   * each shows the total. Empty: the product comes in no sizes.
   */
  sizes: CounterSize[];
  /** Stock is kept per size (else every size sells from the total). */
  perSize: boolean;
}

export interface CounterMatch {
  product: CounterProduct;
  /** The size the tag (`?size=`) or the barcode named, else null. */
  size: string | null;
}

/** How the text was read: which kind of match to expect. */
export type LookupVia = 'tag' | 'id' | 'barcode' | 'name';

export interface CounterLookupAnswer {
  /** Best first; one for a tag, an id or a barcode, a few for words. */
  matches: CounterMatch[];
  via: LookupVia | null;
  /** Why nothing was found, as the owner reads it (null when something was). */
  message: string | null;
}
