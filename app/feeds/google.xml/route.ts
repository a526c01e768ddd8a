import { feedHead, feedResponse } from '@/lib/server/feeds/feed-response';

// The Google Merchant Center feed (README: "Catalogue feeds"). Public; read per request (never
// at build time: the build must not open the database).
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return feedResponse(request, 'google');
}

export function HEAD(): Response {
  return feedHead('google');
}
