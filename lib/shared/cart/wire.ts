// The cart's /api wire format (spec §7, docs/api.md), declared once for both ends: the server's
// serializer (lib/server/http/serialize.ts) builds these shapes and the browser cart
// (lib/browser/cart) reads and sends them. Types only: no runtime code, so either side may import
// it. Field names are snake_case because existing clients read them.

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
  main_category: string;
  sub_category: string;
}

/** One server cart line; also the answer of POST /api/cart/items/. */
export interface CartItemWire {
  /** The server cart item id (what DELETE /api/cart/items/{id}/remove/ takes). */
  id: number;
  product: CartProductWire;
  qty: number;
}

/** GET /api/cart/, and the answer of the cart sync GET and PUT (/api/carts/{cartId}/). */
export interface CartWire {
  id: number;
  items: CartItemWire[];
  /** Sum of price × qty as a decimal string ("2998.00"). */
  subtotal: string;
}

/** The body of POST /api/cart/items/. */
export interface CartAddRequestWire {
  product_id: number;
  qty: number;
}

/**
 * The body of the cart sync PUT: the browser's whole lines and its subtotal. The server reads
 * only each line's product id and qty; prices always come from the catalogue.
 */
export interface CartSyncRequestWire {
  items: {
    /** Product id. */
    id: number;
    qty: number;
    price: string;
    name: string;
    image: string;
    available: boolean;
  }[];
  subtotal: string;
}
