import { json } from '@/lib/server/http/respond';
import { apiRoute } from '@/lib/server/http/route';
import { plainQueryText } from '@/lib/shared/validation/plain-text';
import { searchSuggestions } from '@/lib/server/search';

export const dynamic = 'force-dynamic';

/**
 * Anyone: GET ?q=text -> {products: [{id, name, price, image, href}], categories: [{label, href}]},
 * what the search box offers as the shopper types (up to 6 products and 3 categories; none under
 * two characters). Answered from the search index, without a database read.
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: async (request) => {
    const text = plainQueryText(new URL(request.url).searchParams.get('q') ?? '');
    return json(request, await searchSuggestions(text));
  },
});
