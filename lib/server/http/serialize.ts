import 'server-only';
import { currentPrice } from '@/lib/shared/sale';
import type { Product } from '@/lib/shared/product';
import { absoluteUrl } from '@/lib/shared/absolute-url';
import { sizeStockObject } from '@/lib/shared/sizes';
import { chartRowsObject } from '@/lib/shared/size-charts/chart';
import type {
  CartItemWire,
  CartProductWire,
  CartWire,
  ProductImageWire,
} from '@/lib/shared/cart/wire';
import type { ServerCart } from '@/lib/server/carts/carts';
import type { User } from '@/lib/server/users/users';

// Domain shapes -> the wire format existing clients read (docs/api.md): snake_case, price as a
// decimal string, sizes comma-joined, booleans as booleans, image URLs absolute. The cart's
// shapes are typed by lib/shared/cart/wire.ts, the one declaration the browser cart reads too.

export function productImagesWire(product: Product, base: string): ProductImageWire[] {
  return product.images.map((image) => {
    const url = absoluteUrl(base, image.url);
    return { id: image.id, image: url, url };
  });
}

/** The size guide for the product's sizes: `{"unit", "measurements", "rows": {"S": [96, 70]}}`. */
function sizeChartWire(product: Product) {
  const chart = product.sizeChart;
  if (!chart) return null;
  return {
    unit: chart.unit,
    measurements: chart.measurements,
    rows: chartRowsObject(chart.rows),
    fit_note: chart.fitNote,
    how_to_measure: chart.howToMeasure,
  };
}

export function productWire(product: Product, base: string) {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    sale_price: product.salePrice ?? null,
    sale_ends_at: product.saleEndsAt ?? null,
    brand: product.brand,
    material: product.material,
    model_name: product.modelName,
    cotton_percentage: product.cottonPercentage,
    color: product.color,
    size: product.sizes.join(','),
    footwear_size: product.footwearSizes.join(','),
    weight: product.weight,
    description: product.description,
    main_category: product.mainCategory,
    sub_category: product.subCategory,
    available: product.available,
    stock: product.stock,
    in_stock: product.inStock,
    size_stock: sizeStockObject(product.sizeStock),
    images: productImagesWire(product, base),
    size_chart_id: product.sizeChartId ?? null,
    fit_note: product.fitNote ?? '',
    size_chart: sizeChartWire(product),
    colour_siblings: (product.colourSiblings ?? []).map((s) => ({
      id: s.id,
      name: s.name,
      color: s.color,
      in_stock: s.inStock,
      image: s.imageUrl ? absoluteUrl(base, s.imageUrl) : null,
    })),
    created_at: product.createdAt,
    updated_at: product.updatedAt,
  };
}

export function userWire(user: User) {
  return {
    id: user.id,
    username: user.username,
    email: user.email ?? '',
    is_superuser: user.isSuperuser,
    first_name: user.firstName,
    last_name: user.lastName,
  };
}

/** A cart line's product: what a cart view needs to draw the line and its availability. */
function cartProductWire(product: Product, base: string): CartProductWire {
  return {
    id: product.id,
    name: product.name,
    // What a cart line costs now: the sale price while a sale runs.
    price: currentPrice(product),
    images: productImagesWire(product, base),
    available: product.available,
    in_stock: product.inStock,
    stock: product.stock,
    size: product.sizes.join(','),
    footwear_size: product.footwearSizes.join(','),
    size_stock: sizeStockObject(product.sizeStock),
    main_category: product.mainCategory,
    sub_category: product.subCategory,
  };
}

export function cartItemWire(item: ServerCart['items'][number], base: string): CartItemWire {
  return {
    id: item.id,
    product: cartProductWire(item.product, base),
    qty: item.qty,
    size: item.size,
  };
}

export function cartWire(cart: ServerCart, base: string): CartWire {
  return {
    id: cart.id,
    items: cart.items.map((item) => cartItemWire(item, base)),
    subtotal: cart.subtotal,
  };
}
