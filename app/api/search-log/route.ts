import { readJsonObject } from '@/lib/server/http/body';
import { noContent } from '@/lib/server/http/respond';
import { apiRoute } from '@/lib/server/http/route';
import { validate } from '@/lib/server/infra/validate';
import { searchLogSchema } from '@/lib/shared/validation/search-log';
import { recordSearch, recordSearchClick } from '@/lib/server/search';

export const dynamic = 'force-dynamic';

/**
 * Anyone (the storefront's search box and results): {query, event: "search" | "click"} -> 204.
 * Counted per normalised query and day for the owner's report; nothing about the sender is kept.
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: async (request) => {
    const { query, event } = validate(searchLogSchema, await readJsonObject(request));
    await (event === 'search' ? recordSearch(query) : recordSearchClick(query));
    return noContent(request);
  },
});
