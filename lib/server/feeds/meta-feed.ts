import 'server-only';
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { feedItems, type FeedGroup, type FeedItem } from './feed-item';

// The Meta catalogue feed (Commerce Manager data feed: the WhatsApp Business catalogue and the
// Facebook and Instagram shops) as CSV with Meta's column names
// (developers.facebook.com/docs/commerce-platform/catalog/fields). Written by csv-stringify as
// the products are read, one row per item.

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

async function* rows(
  pages: AsyncIterable<FeedGroup[]>,
): AsyncGenerator<Record<MetaColumn, string>> {
  for await (const groups of pages) {
    for (const group of groups) yield* feedItems(group).map(metaRow);
  }
}

/** The feed's text (header row first), as it is written. */
export function metaFeedCsv(pages: AsyncIterable<FeedGroup[]>): AsyncIterable<string | Uint8Array> {
  const csv = stringify({ header: true, columns: [...META_COLUMNS] });
  // A failed read destroys `csv` with its error, which its reader then sees; stopping the reader
  // destroys `csv`, which ends the reads.
  pipeline(Readable.from(rows(pages)), csv, () => {});
  return csv;
}
