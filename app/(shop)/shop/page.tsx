import { redirect } from 'next/navigation';

// Footer "Shop" link: the whole catalogue lives at /all-products.
export default function ShopPage(): never {
  redirect('/all-products');
}
