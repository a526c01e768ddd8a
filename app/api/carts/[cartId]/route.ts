import { cartSyncRoute } from '@/lib/server/http/cart-sync';

export const dynamic = 'force-dynamic';

// One of the five cart sync paths of docs/product.md §7 (lib/server/http/cart-sync.ts).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = cartSyncRoute();
