// Turning a stored path into a link that works outside this site: image URLs in the API and in
// JSON-LD, breadcrumb links, and the image and product links in a WhatsApp message (built in the
// browser). Pure, so the server and the browser share the one rule.

/**
 * `path` ("/media/a.jpg", "category/shirt") made absolute on `base` ("https://shop.example", a
 * trailing slash is fine). Absolute http(s) URLs pass through; protocol-relative ones
 * ("//cdn.example/a.jpg") get https; an empty path stays empty (no image, no link).
 */
export function absoluteUrl(base: string, path: string): string {
  const p = path.trim();
  if (p === '') return '';
  if (/^https?:\/\//i.test(p)) return p;
  if (p.startsWith('//')) return `https:${p}`;
  return `${base.trim().replace(/\/+$/, '')}${p.startsWith('/') ? '' : '/'}${p}`;
}

/**
 * A product's share card (its page's preview image, and a feed's image for a product without
 * photos); `?v=` changes with every edit, so previews fetched before it are not reused.
 */
export function productShareCardPath(product: { id: number; updatedAt: string }): string {
  return `/product/${product.id}/share-card.jpg?v=${Date.parse(product.updatedAt) || 0}`;
}

/** A product's page on the site at `base`: the link in feeds, QR tags, JSON-LD, shares and messages. */
export function productUrl(base: string, id: number | string): string {
  return absoluteUrl(base, `/product/${id}`);
}
