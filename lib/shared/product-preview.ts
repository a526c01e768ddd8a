/** The card's description preview: the first 70 characters (docs/product.md §9), whitespace folded. */
export const PREVIEW_LENGTH = 70;

export function previewText(text: string, max = PREVIEW_LENGTH): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  return folded.length <= max ? folded : `${folded.slice(0, max).replace(/[\s.,;:!?–-]+$/, '')}…`;
}

/** "S, M, L" for clothing, else footwear sizes; "" when the product has neither. */
export function sizesText(product: { sizes: string[]; footwearSizes: string[] }): string {
  return (product.sizes.length ? product.sizes : product.footwearSizes).join(', ');
}
