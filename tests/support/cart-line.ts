// A browser cart line for tests: product `id`'s line without a size, price ₹100, one of it; `over`
// sets the rest (a size, a key, a quantity).
import type { CartItem } from '@/lib/shared/cart/types';

export const cartLine = (over: Partial<CartItem> & Pick<CartItem, 'id'>): CartItem => ({
  key: String(over.id),
  name: `Product ${over.id}`,
  price: '100.00',
  qty: 1,
  image: '',
  available: true,
  main_category: 'mens',
  sub_category: 'Shirt',
  ...over,
});
