// The cart's /api answers (docs/product.md §7, docs/api.md), declared once for both ends: the
// server's serializer (lib/server/http/serialize.ts) builds these shapes and the browser cart
// (lib/browser/cart) reads them; the request bodies are cart-requests.ts. Types only: no runtime
// code, so either side may import it. Field names are snake_case because existing clients read
// them.

/** A product image: `image` and `url` hold the same absolute URL (older clients read `image`). */
export interface ProductImageWire {
  id: number;
  image: string;
  url: string;
}

/** A cart line's product: what a cart view needs to draw the line and its availability. */
export interface CartProductWire {
  id: number;
  name: string;
  /** Decimal string with two places, e.g. "1499.00". */
  price: string;
  images: ProductImageWire[];
  /** The admin's switch. */
  available: boolean;
  /** available && stock > 0 */
  in_stock: boolean;
  stock: number;
  /** The offered sizes, comma-joined as on the product object ("S,M,L"; "" for none). */
  size: string;
  footwear_size: string;
  /** Count per offered size (`{"S": 2, "M": 0}`), or null when not tracked per size. */
  size_stock: Record<string, number> | null;
  main_category: string;
  sub_category: string;
}

/** One server cart line; also the answer of POST /api/cart/items/. */
export interface CartItemWire {
  /** The server cart item id (what DELETE /api/cart/items/{id}/remove/ takes). */
  id: number;
  product: CartProductWire;
  qty: number;
  /** The chosen size, or null for a line without one. */
  size: string | null;
}

/** GET /api/cart/, and the answer of the cart sync GET and PUT (/api/carts/{cartId}/). */
export interface CartWire {
  id: number;
  items: CartItemWire[];
  /** Sum of price × qty as a decimal string ("2998.00"). */
  subtotal: string;
}
