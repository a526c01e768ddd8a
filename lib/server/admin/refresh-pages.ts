import 'server-only';
import { revalidatePath } from 'next/cache';

/** After an admin write: the product list and dashboard show it on their next view. */
export function refreshAdminPages(): void {
  revalidatePath('/admin/products');
  revalidatePath('/admin-dashboard');
}
