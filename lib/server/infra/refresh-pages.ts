import 'server-only';
import { revalidatePath } from 'next/cache';

/**
 * After an admin write: the product list and dashboard show it on their next view. Called by the
 * admin's server actions and route handlers alike.
 */
export function refreshAdminPages(): void {
  revalidatePath('/admin/products');
  revalidatePath('/admin-dashboard');
}
