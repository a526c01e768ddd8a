import { cartSyncRoute } from '@/lib/server/api/cart-sync';

export const dynamic = 'force-dynamic';

// One of the five cart sync paths of spec §7 (lib/server/api/cart-sync.ts).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = cartSyncRoute();
