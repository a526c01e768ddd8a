import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { feedItems, type FeedGroup, type FeedItem } from './feed-item';

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
] as const;

export type MetaColumn = (typeof META_COLUMNS)[number];

/** One item as a row; the optional columns an item has no value for are empty. */
export function metaRow(item: FeedItem): Record<MetaColumn, string> {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    availability: item.inStock ? 'in stock' : 'out of stock',
    condition: item.condition,
    price: item.price,
    link: item.link,
    image_link: item.imageLink,
    brand: item.brand,
    google_product_category: item.googleProductCategory,
    product_type: item.productType,
    item_group_id: item.itemGroupId ?? '',
    size: item.size ?? '',
    color: item.color,
    gender: item.gender,
    age_group: item.ageGroup,
    // Meta's one cell for all of them, comma-separated; a comma inside an address is encoded
    // so it cannot split it.
    additional_image_link: item.additionalImageLinks
      .map((url) => url.replace(/,/g, '%2C'))
      .join(','),
  };
}

const COLUMNS = [...META_COLUMNS];

/** The feed's text: the header row, then a string per page of products. */
export async function* metaFeedCsv(pages: AsyncIterable<FeedGroup[]>): AsyncGenerator<string> {
  yield stringify([], { header: true, columns: COLUMNS });
  for await (const groups of pages) {
    const rows = groups.flatMap((group) => feedItems(group).map(metaRow));
    if (rows.length > 0) yield stringify(rows, { columns: COLUMNS });
  }
}
