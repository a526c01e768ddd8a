import { z } from '@/lib/shared/validation/zod';

/** What the storefront reports of a search (POST /api/search-log/). */
export const searchLogSchema = z.object({
  query: z.string({ error: 'query is required.' }).max(200, 'query is at most 200 characters.'),
  event: z.enum(['search', 'click'], { error: 'event must be "search" or "click".' }),
});
