// Which product's photo each home page category card shows (pure). Every card shows a product of
// its own category, and no two cards show the same product: "Perfume" and "Cosmetics" would
// otherwise both show the newest perfume (a cosmetic), "T-Shirt" and "Kids & Boys" the same tee.
// Sub category cards choose first (they have fewer products to choose from), then the main
// category cards, each taking its newest product that no card took yet.
import { resolveCategory } from './category-match';

/** A product that could be a card's cover: newest first in the list handed over. */
export interface CoverCandidate {
  productId: number;
  main: string;
  /** Lower case. */
  sub: string;
  /** The product's first photo. */
  image: string;
}

export interface CategoryCover {
  productId: number;
  image: string;
}

/** Each label's cover (labels without a product with a photo are left out). */
export function assignCategoryCovers(
  labels: readonly string[],
  candidates: readonly CoverCandidate[],
): Record<string, CategoryCover> {
  const cards = labels.map((label) => ({ label, match: resolveCategory(label) }));
  const bySubFirst = [
    ...cards.filter((c) => c.match?.sub),
    ...cards.filter((c) => c.match && !c.match.sub),
  ];
  const taken = new Set<number>();
  const covers: Record<string, CategoryCover> = {};
  for (const { label, match } of bySubFirst) {
    if (!match) continue;
    const sub = match.sub?.toLowerCase();
    const pick = candidates.find(
      (c) =>
        !taken.has(c.productId) &&
        (match.main === undefined || c.main === match.main) &&
        (sub === undefined || c.sub === sub),
    );
    if (!pick) continue;
    taken.add(pick.productId);
    covers[label] = { productId: pick.productId, image: pick.image };
  }
  return covers;
}
