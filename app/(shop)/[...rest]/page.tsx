import { redirect } from 'next/navigation';

// docs/product.md §2: any other path redirects to the home page. Unknown product ids and categories are
// handled by their own routes (a friendly not-found page and a search), never by this one.
export default function UnknownPath(): never {
  redirect('/');
}
