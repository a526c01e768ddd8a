import 'server-only';
import { requestBaseUrl } from '@/lib/server/infra/base-url';
import { byteStream } from '@/lib/server/infra/byte-stream';
import { PRIVATE_NO_STORE, publicCacheControl } from '@/lib/server/infra/cache-headers';
import { isConnectionError } from '@/lib/server/infra/db';
import { ServiceUnavailableError } from '@/lib/server/infra/errors';
import { firstPageRead } from '@/lib/server/products/catalogue-pages';
import { shopInfo } from '@/lib/server/shop';
import type { FeedGroup } from './feed-item';
import { feedPages } from './feed-pages';
import { googleFeedXml } from './google-feed';
import { metaFeedCsv } from './meta-feed';

// The answer of /feeds/google.xml and /feeds/meta.csv: public, cached like the catalogue pages,
// and streamed as the products are read, so its memory does not grow with the catalogue.

export type FeedFormat = 'google' | 'meta';

const CONTENT_TYPE: Record<FeedFormat, string> = {
  google: 'application/xml; charset=utf-8',
  meta: 'text/csv; charset=utf-8',
};

function feedHeaders(format: FeedFormat): HeadersInit {
  return { 'Content-Type': CONTENT_TYPE[format], 'Cache-Control': publicCacheControl() };
}

/** HEAD: the feed's headers, without reading the catalogue. */
export function feedHead(format: FeedFormat): Response {
  return new Response(null, { status: 200, headers: feedHeaders(format) });
}

function unavailableFeed(): Response {
  return new Response('The catalogue cannot be read right now. Please try again shortly.\n', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': PRIVATE_NO_STORE,
      'Retry-After': '30',
    },
  });
}

/**
 * GET: the whole feed. The first page is read before answering, so a database that cannot be
 * reached is a 503 the fetcher retries; a failure after that breaks off the transfer rather
 * than ending it like a complete, shorter feed.
 */
export async function feedResponse(request: Request, format: FeedFormat): Promise<Response> {
  const base = requestBaseUrl(request);
  const shop = shopInfo();
  let all: AsyncGenerator<FeedGroup[]>;
  try {
    all = await firstPageRead(feedPages({ base, shopName: shop.name }));
  } catch (error) {
    if (error instanceof ServiceUnavailableError || isConnectionError(error)) {
      console.error(`[feeds] ${format} feed: the database is unavailable:`, error);
      return unavailableFeed();
    }
    throw error;
  }
  const chunks =
    format === 'google'
      ? googleFeedXml(all, {
          title: shop.name,
          link: `${base}/`,
          description: `Products of ${shop.name}`,
        })
      : metaFeedCsv(all);
  return new Response(byteStream(chunks), { headers: feedHeaders(format) });
}
