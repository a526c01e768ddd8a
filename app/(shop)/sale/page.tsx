import { redirect } from 'next/navigation';

// Footer "Sale" link: the shop runs no separate sale list, so it shows every product
// (a temporary redirect, so a real sale page can take this address later).
export default function SalePage(): never {
  redirect('/all-products');
}
