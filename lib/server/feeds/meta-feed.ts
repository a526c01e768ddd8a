import 'server-only';
import { stringify } from 'csv-stringify/sync';
import type { FeedGroup } from './feed-item';

// The Meta catalogue feed (Commerce Manager data feed: the WhatsApp Business catalogue and the
// Facebook and Instagram shops) as CSV with Meta's column names
// (developers.facebook.com/docs/commerce-platform/catalog/fields). Written by csv-stringify, one
// row per item and one call per page of products, as the pages are read.

export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'google_product_category',
  'product_type',
  'item_group_id',
  'size',
  'color',
  'gender',
  'age_group',
  'additional_image_link',
  'sale_price',
] as const;

export type MetaColumn = (typeof META_COLUMNS)[number];

/** A product's rows, one per item; the optional columns an item has no value for are empty. */
export function metaRows({ shared, variants }: FeedGroup): Record<MetaColumn, string>[] {
  // Meta's one cell for all of them, comma-separated; a comma inside an address is encoded so it
  // cannot split it.
  const additionalImageLink = shared.additionalImageLinks
    .map((url) => url.replace(/,/g, '%2C'))
    .join(',');
  return variants.map((variant) => ({
    id: variant.id,
    title: shared.title,
    description: shared.description,
    availability: variant.inStock ? 'in stock' : 'out of stock',
    condition: shared.condition,
    price: shared.price,
    link: variant.link,
    image_link: shared.imageLink,
    brand: shared.brand,
    google_product_category: shared.googleProductCategory,
    product_type: shared.productType,
    item_group_id: shared.itemGroupId ?? '',
    size: variant.size ?? '',
    color: shared.color,
    gender: shared.gender,
    age_group: shared.ageGroup,
    sale_price: shared.salePrice ?? '',
    additional_image_link: additionalImageLink,
  }));
}

const COLUMNS = [...META_COLUMNS];

/** The feed's text: the header row, then a string per page of products. */
export async function* metaFeedCsv(pages: AsyncIterable<FeedGroup[]>): AsyncGenerator<string> {
  yield stringify([], { header: true, columns: COLUMNS });
  for await (const groups of pages) {
    const rows = groups.flatMap(metaRows);
    if (rows.length > 0) yield stringify(rows, { columns: COLUMNS });
  }
}
