import 'server-only';
import { XMLBuilder } from 'fast-xml-parser';
import type { FeedGroup, FeedShared, FeedVariant } from './feed-item';

// The Google Merchant Center feed: RSS 2.0 with Google's `g:` namespace, as in Google's example
// feed (support.google.com/merchants/answer/160589): title, description and link are RSS's own
// item elements, every other attribute is a g: element. Written by fast-xml-parser's XMLBuilder
// as the pages are read (docs/decisions.md, "Catalogue feeds").

export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

export interface FeedChannel {
  title: string;
  link: string;
  description: string;
}

/**
 * Characters outside XML 1.0's Char production (www.w3.org/TR/xml/#charsets): control
 * characters, U+FFFE, U+FFFF and lone surrogates. No document may carry them, escaped or not.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * The builder escapes every "&", "<", ">", "'" and '"' in text and attributes (so "Tom&Jerry;"
 * and an "&amp;" typed by the owner read back as typed); characters XML cannot carry at all are
 * dropped before it does.
 */
const builder = new XMLBuilder({
  ignoreAttributes: false,
  processEntities: true,
  tagValueProcessor: (_name, value) =>
    typeof value === 'string' ? value.replace(NOT_XML_CHAR, '') : value,
});

const ITEMS_MARK = 'feed-items';

/** The document before and after the items: one document with a marker where they go. */
function documentAround(channel: FeedChannel): [head: string, tail: string] {
  const markup = builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:g': GOOGLE_NAMESPACE,
      channel: { ...channel, [ITEMS_MARK]: '' },
    },
  });
  // The marker cannot be imitated by the channel's text, whose "<" is always escaped.
  const [head, tail, ...rest] = markup.split(`<${ITEMS_MARK}></${ITEMS_MARK}>`);
  if (head === undefined || tail === undefined || rest.length > 0)
    throw new Error('googleFeedXml: unexpected serialization of the channel');
  return [head, tail];
}

type Elements = Record<string, string | string[] | undefined>;

/** The elements every item of a product shares (an absent value is undefined). */
function sharedElements(shared: FeedShared): Elements {
  return {
    title: shared.title,
    description: shared.description,
    'g:image_link': shared.imageLink,
    'g:additional_image_link': shared.additionalImageLinks,
    'g:price': shared.price,
    'g:sale_price': shared.salePrice ?? undefined,
    'g:brand': shared.brand,
    'g:condition': shared.condition,
    'g:google_product_category': shared.googleProductCategory,
    'g:product_type': shared.productType,
    'g:item_group_id': shared.itemGroupId ?? undefined,
    'g:color': shared.color || undefined,
    'g:gender': shared.gender,
    'g:age_group': shared.ageGroup,
    'g:identifier_exists': 'no',
  };
}

/** The elements of one item of its own. */
function variantElements(variant: FeedVariant): Elements {
  return {
    'g:id': variant.id,
    link: variant.link,
    'g:availability': variant.inStock ? 'in_stock' : 'out_of_stock',
    'g:size': variant.size ?? undefined,
  };
}

/**
 * Every <item> of one product. The shared elements are written once and repeated in each item
 * (a product's text is most of its markup, and it has an item per size); the <item> tags around
 * them are the only markup not written by the builder.
 */
function groupMarkup({ shared, variants }: FeedGroup): string {
  const common = builder.build(sharedElements(shared));
  return variants
    .map((variant) => `<item>${builder.build(variantElements(variant))}${common}</item>`)
    .join('');
}

/** The feed's text: the document's head, a string per page of products, the document's tail. */
export async function* googleFeedXml(
  pages: AsyncIterable<FeedGroup[]>,
  channel: FeedChannel,
): AsyncGenerator<string> {
  const [head, tail] = documentAround(channel);
  yield head;
  for await (const groups of pages) {
    if (groups.length > 0) yield groups.map(groupMarkup).join('');
  }
  yield tail;
}
