import 'server-only';
import { notFound } from 'next/navigation';
import type { Order } from '@/lib/shared/orders/types';
import { nullIfNotFound } from '@/lib/server/infra/errors';
import { getOrder } from '@/lib/server/orders';
import { adminForPage } from './admin-caller';

// The start of every admin page about one order (the order, its packing slip): who is asking,
// then the order the path names.

/**
 * The order `number` names, for an admin page: null for a signed-in caller who is not an admin
 * (the admin layout refuses them), the not-found page when no order has that number.
 */
export async function orderForAdminPage(number: string): Promise<Order | null> {
  const caller = await adminForPage();
  if (!caller) return null;
  const order = await nullIfNotFound(getOrder(caller, number));
  if (!order) notFound();
  return order;
}
