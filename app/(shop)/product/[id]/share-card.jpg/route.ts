import { productShareCard, shareCardResponse, shopShareCard } from '@/lib/server/seo/share-card';
import { shopInfo } from '@/lib/server/shop';
import { loadProduct } from '../load-product';

// A product's link preview (1200×630 JPEG: photo, name, price) that WhatsApp and others show.
// The page names it with ?v={last change}, so an edited product gets a fresh card.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const product = await loadProduct((await params).id);
  const shopName = shopInfo().name;
  return shareCardResponse(
    product ? await productShareCard(product, shopName) : await shopShareCard(shopName),
  );
}
