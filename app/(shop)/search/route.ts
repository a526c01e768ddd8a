import { redirect } from 'next/navigation';
import { searchHref } from '@/lib/shared/category-match';

// The search form's no-JavaScript path: /search?q=text -> /category/{slug}?label=text.
export function GET(request: Request) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim();
  redirect(query ? searchHref(query) : '/all-products');
}
