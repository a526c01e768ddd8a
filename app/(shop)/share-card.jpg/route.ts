import { shareCardResponse, shopShareCard } from '@/lib/server/seo/share-card';
import { shopInfo } from '@/lib/server/shop';

// The shop's link-preview card (1200×630 JPEG) for every page without its own; a fixed address
// so page metadata can name it (product pages use their own opengraph-image instead).
export const dynamic = 'force-dynamic';

let rendered: { name: string; jpeg: Buffer } | undefined;

export async function GET() {
  const name = shopInfo().name;
  if (rendered?.name !== name) rendered = { name, jpeg: await shopShareCard(name) };
  return shareCardResponse(rendered.jpeg);
}
