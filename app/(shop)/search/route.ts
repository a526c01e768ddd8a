import { redirect } from 'next/navigation';
import { searchHref } from '@/lib/shared/category-match';
import { recordSearch } from '@/lib/server/search';

// The search form's no-JavaScript path: /search?q=text -> /category/{slug}?label=text. The search
// is reported here (with JavaScript the box reports it itself); a failed report never stops it.
export async function GET(request: Request) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim();
  if (query) await recordSearch(query).catch(() => {});
  redirect(query ? searchHref(query) : '/all-products');
}
