import { redirect } from 'next/navigation';

/** /admin on its own goes to the product list, where admins land after login. */
export default function AdminIndex() {
  redirect('/admin/products');
}
