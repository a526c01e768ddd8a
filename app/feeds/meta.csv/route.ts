import { feedHead, feedResponse } from '@/lib/server/feeds/feed-response';

// The Meta catalogue feed for the WhatsApp Business catalogue (README: "Catalogue feeds").
// Public; read per request (never at build time: the build must not open the database).
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return feedResponse(request, 'meta');
}

export function HEAD(): Response {
  return feedHead('meta');
}
