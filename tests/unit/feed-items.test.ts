import { describe, expect, it } from 'vitest';
import type { Product } from '@/lib/shared/product';
import { categoryAttributes } from '@/lib/server/feeds/category-attributes';
import {
  feedGroup,
  TITLE_MAX,
  type FeedGroup,
  type FeedShared,
  type FeedVariant,
} from '@/lib/server/feeds/feed-item';

// How a product becomes items of the Google and Meta feeds (lib/server/feeds/feed-item.ts).

/** A group's items as the feeds write them: what the product's items share, and each one's own. */
const feedItems = ({ shared, variants }: FeedGroup): (FeedShared & FeedVariant)[] =>
  variants.map((variant) => ({ ...shared, ...variant }));

const context = { base: 'https://shop.example', shopName: 'Style Point' };

const plain: Product = {
  id: 7,
  name: 'Leather Belt',
  price: '799.00',
  brand: 'Kaveri',
  material: 'Leather',
  modelName: '',
  cottonPercentage: null,
  color: 'Brown',
  sizes: [],
  footwearSizes: [],
  weight: '',
  description: 'Full-grain leather.',
  mainCategory: 'mens',
  subCategory: 'Belt',
  available: true,
  stock: 4,
  sizeStock: null,
  inStock: true,
  images: [
    { id: 1, url: '/media/a.jpg', width: 800, height: 1000 },
    { id: 2, url: 'https://app.ufs.sh/f/b', width: 800, height: 1000 },
  ],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
};

/** Tracked per size: S sold out, M two left, L five. */
const sized: Product = {
  ...plain,
  id: 12,
  name: 'Oxford Shirt',
  subCategory: 'Shirt',
  sizes: ['S', 'M', 'L'],
  stock: 7,
  sizeStock: [
    { size: 'S', stock: 0 },
    { size: 'M', stock: 2 },
    { size: 'L', stock: 5 },
  ],
};

describe('a product without sizes', () => {
  it('is one item under its own id, with every attribute the feeds send', () => {
    const [item, ...rest] = feedItems(feedGroup(plain, context));
    expect(rest).toEqual([]);
    expect(item).toEqual({
      id: '7',
      title: 'Leather Belt',
      description: 'Full-grain leather.',
      link: 'https://shop.example/product/7',
      imageLink: 'https://shop.example/media/a.jpg',
      additionalImageLinks: ['https://app.ufs.sh/f/b'],
      inStock: true,
      price: '799.00 INR',
      salePrice: null,
      brand: 'Kaveri',
      condition: 'new',
      googleProductCategory: 'Apparel & Accessories > Clothing Accessories > Belts',
      productType: "Men's Wear > Belt",
      color: 'Brown',
      size: null,
      gender: 'male',
      ageGroup: 'adult',
      itemGroupId: null,
    });
  });

  it('is out of stock when switched off or when none is left, and stays listed', () => {
    const off = feedItems(feedGroup({ ...plain, available: false, inStock: false }, context));
    const none = feedItems(feedGroup({ ...plain, stock: 0, inStock: false }, context));
    expect(off.map((i) => i.inStock)).toEqual([false]);
    expect(none.map((i) => i.inStock)).toEqual([false]);
  });
});

describe('a product with sizes', () => {
  it('is one item per offered size, grouped under the product id, each with its own stock', () => {
    const items = feedItems(feedGroup(sized, context));
    expect(items.map((i) => [i.id, i.size, i.inStock, i.link, i.itemGroupId])).toEqual([
      ['12-S', 'S', false, 'https://shop.example/product/12?size=S', '12'],
      ['12-M', 'M', true, 'https://shop.example/product/12?size=M', '12'],
      ['12-L', 'L', true, 'https://shop.example/product/12?size=L', '12'],
    ]);
    // Everything else is the product's.
    expect(new Set(items.map((i) => `${i.title}|${i.price}|${i.imageLink}`)).size).toBe(1);
  });

  it('sells every size from the total when stock is not kept per size', () => {
    const untracked = { ...sized, sizeStock: null, stock: 3 };
    expect(feedItems(feedGroup(untracked, context)).map((i) => i.inStock)).toEqual([
      true,
      true,
      true,
    ]);
    const soldOut = { ...untracked, stock: 0, inStock: false };
    expect(feedItems(feedGroup(soldOut, context)).map((i) => i.inStock)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('lists every size of a switched-off product as out of stock', () => {
    const off = { ...sized, available: false, inStock: false };
    expect(feedItems(feedGroup(off, context)).map((i) => i.inStock)).toEqual([false, false, false]);
  });

  it('lists footwear sizes as items too, as shoes', () => {
    const shoes = { ...plain, id: 30, subCategory: 'Footwear', footwearSizes: ['8', '10'] };
    const items = feedItems(feedGroup(shoes, context));
    expect(items.map((i) => i.id)).toEqual(['30-8', '30-10']);
    expect(items[0]!.googleProductCategory).toBe('Apparel & Accessories > Shoes');
  });
});

describe('filling in what the product leaves empty', () => {
  it("takes the shop's name for a missing brand and describes a product without a description", () => {
    const [item] = feedItems(feedGroup({ ...plain, brand: ' ', description: '  ' }, context));
    expect(item!.brand).toBe('Style Point');
    expect(item!.description).toBe('Leather Belt: Belt from Style Point.');
  });

  it('shows the share card of a product without photos', () => {
    const [item] = feedItems(feedGroup({ ...plain, images: [] }, context));
    expect(item!.imageLink).toBe(
      `https://shop.example/product/7/share-card.jpg?v=${Date.parse(plain.updatedAt)}`,
    );
    expect(item!.additionalImageLinks).toEqual([]);
  });

  it('cuts a long name to the title limit and sends at most 10 additional images', () => {
    const images = Array.from({ length: 12 }, (_, i) => ({
      id: i,
      url: `/media/${i}.jpg`,
      width: 1,
      height: 1,
    }));
    const [item] = feedItems(feedGroup({ ...plain, name: 'Long '.repeat(50), images }, context));
    expect(item!.title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(item!.title.endsWith('…')).toBe(true);
    expect(item!.additionalImageLinks).toHaveLength(10);
    expect(item!.additionalImageLinks[0]).toBe('https://shop.example/media/1.jpg');
  });

  it('keeps text as typed (escaping is the writers’ job)', () => {
    const name = 'Tom & Jerry <Kids> "Tee"';
    const [item] = feedItems(feedGroup({ ...plain, name }, context));
    expect(item!.title).toBe(name);
  });
});

describe('category attributes', () => {
  it('files each part of the taxonomy under Google’s category, gender and age group', () => {
    expect(categoryAttributes('kidsboys', 'Sherwani')).toEqual({
      googleProductCategory: 'Apparel & Accessories > Clothing > Traditional & Ceremonial Clothing',
      productType: 'Kids and Boys > Sherwani',
      gender: 'male',
      ageGroup: 'kids',
    });
    expect(categoryAttributes('unisex', 'Watch')).toMatchObject({
      googleProductCategory: 'Apparel & Accessories > Jewelry > Watches',
      gender: 'unisex',
      ageGroup: 'adult',
    });
    expect(categoryAttributes('cosmetics', 'Perfume')).toMatchObject({
      googleProductCategory: 'Health & Beauty > Personal Care > Cosmetics > Perfume & Cologne',
      gender: 'unisex',
    });
    expect(categoryAttributes('weddinghub', 'Suit').googleProductCategory).toBe(
      'Apparel & Accessories > Clothing > Suits',
    );
  });

  it('has a Google category for every sub category of the taxonomy', async () => {
    const { MAIN_CATEGORIES } = await import('@/lib/shared/categories');
    const fallback = 'Apparel & Accessories > Clothing';
    const unmapped = MAIN_CATEGORIES.flatMap((main) =>
      main.subs
        .filter((sub) => categoryAttributes(main.value, sub).googleProductCategory === fallback)
        .map((sub) => `${main.value}/${sub}`),
    );
    // "Dress code" (wedding wear of any kind) is filed under clothing on purpose.
    expect(unmapped).toEqual(['weddinghub/Dress code']);
  });

  it('files a sub category the taxonomy no longer has under clothing', () => {
    expect(categoryAttributes('mens', 'Old Thing').googleProductCategory).toBe(
      'Apparel & Accessories > Clothing',
    );
  });
});

describe('a product on sale', () => {
  it('carries its sale price beside the price, in both feeds', () => {
    const onSale = feedItems(feedGroup({ ...plain, salePrice: '599.00' }, context))[0]!;
    expect(onSale).toMatchObject({ price: '799.00 INR', salePrice: '599.00 INR' });
  });
});
