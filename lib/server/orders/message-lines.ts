import 'server-only';
// A saved order's lines as its WhatsApp message shows them: the name, size, price and quantity
// the order keeps, with each product's photo and colour from the products read while placing it.
import type { Order } from '@/lib/shared/orders/types';
import type { Product } from '@/lib/shared/product';
import type { MessageLine } from '@/lib/shared/whatsapp';

export function messageLines(order: Order, products: readonly Product[]): MessageLine[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return order.lines.map((line) => {
    const product = line.productId === null ? undefined : byId.get(line.productId);
    return {
      // A product deleted since (only a repeat can meet one) has no page: its number is 0.
      id: line.productId ?? 0,
      name: line.name,
      price: line.unitPrice,
      qty: line.qty,
      image: product?.images[0]?.url ?? '',
      // Every saved line was sellable when it was saved: no "out of stock" note.
      available: true,
      color: product?.color ?? '',
      ...(line.size !== null && { size: line.size }),
    };
  });
}
