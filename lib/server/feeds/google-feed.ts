import 'server-only';
import { create } from 'xmlbuilder2';
import type { FeedGroup, FeedShared } from './feed-item';
import {
  BUILDER_OPTIONS,
  builderText,
  elementsMarkup,
  repeatedElements,
  type TextElement,
} from './xml-elements';

// The Google Merchant Center feed: RSS 2.0 with Google's `g:` namespace, as in Google's example
// feed (support.google.com/merchants/answer/160589): title, description and link are RSS's own
// item elements, every other attribute is a g: element. Written page by page as it is read.

export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

export interface FeedChannel {
  title: string;
  link: string;
  description: string;
}

const ITEMS_MARK = 'feed-items';

/** The document before and after the items, from one xmlbuilder2 document cut at a marker. */
function documentAround(channel: FeedChannel): [head: string, tail: string] {
  const markup = create({ ...BUILDER_OPTIONS, version: '1.0', encoding: 'UTF-8' })
    .ele('rss', { version: '2.0', 'xmlns:g': GOOGLE_NAMESPACE })
    .ele('channel')
    .ele('title')
    .txt(builderText(channel.title))
    .up()
    .ele('link')
    .txt(builderText(channel.link))
    .up()
    .ele('description')
    .txt(builderText(channel.description))
    .up()
    .ele(ITEMS_MARK)
    .end();
  const [head, tail] = markup.split(`<${ITEMS_MARK}/>`);
  return [head!, tail!];
}

/** The shared elements whose text is the product's own (serialized with its variants'). */
function ownElements(shared: FeedShared): TextElement[] {
  return [
    ['title', shared.title],
    ['description', shared.description],
    ['g:image_link', shared.imageLink],
    ...shared.additionalImageLinks.map((url): TextElement => ['g:additional_image_link', url]),
    ...(shared.itemGroupId !== null ? [['g:item_group_id', shared.itemGroupId] as const] : []),
  ];
}

type Repeated = ReturnType<typeof repeatedElements>;

/** The shared elements whose text repeats across the catalogue. */
function repeatedMarkup(shared: FeedShared, repeated: Repeated): string {
  return [
    repeated('g:price', shared.price),
    repeated('g:brand', shared.brand),
    repeated('g:condition', shared.condition),
    repeated('g:google_product_category', shared.googleProductCategory),
    repeated('g:product_type', shared.productType),
    shared.color ? repeated('g:color', shared.color) : '',
    repeated('g:gender', shared.gender),
    repeated('g:age_group', shared.ageGroup),
    repeated('g:identifier_exists', 'no'),
  ].join('');
}

/** Every <item> of one product. */
function groupMarkup({ shared, variants }: FeedGroup, repeated: Repeated): string {
  const [own, ...variantsOwn] = elementsMarkup([
    ownElements(shared),
    ...variants.map((v): TextElement[] => [
      ['g:id', v.id],
      ['link', v.link],
    ]),
  ]);
  const common = own! + repeatedMarkup(shared, repeated);
  return variants
    .map((variant, i) => {
      const availability = repeated(
        'g:availability',
        variant.inStock ? 'in_stock' : 'out_of_stock',
      );
      const size = variant.size !== null ? repeated('g:size', variant.size) : '';
      return `<item>${variantsOwn[i]!}${availability}${size}${common}</item>`;
    })
    .join('');
}

/** The feed's text, a page of products at a time. */
export async function* googleFeedXml(
  pages: AsyncIterable<FeedGroup[]>,
  channel: FeedChannel,
): AsyncGenerator<string> {
  const [head, tail] = documentAround(channel);
  const repeated = repeatedElements();
  yield head;
  for await (const groups of pages) {
    yield groups.map((group) => groupMarkup(group, repeated)).join('');
  }
  yield tail;
}
