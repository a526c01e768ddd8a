// Demo designs sold in more than one colour: each names a product of the demo catalogue and its
// other colours (seeded after the catalogue, so the catalogue's ids stay 1, 2, 3, …), linked as
// colour siblings so a newcomer sees a swatch row at once.
import { COLOURS, DEMO_PRODUCTS, type ColourName, type DemoProduct } from './catalogue';

export interface ColourDesign {
  /** The catalogue product the design starts from. */
  baseSlug: string;
  others: DemoProduct[];
}

interface OtherColour {
  colour: ColourName;
  /** Its own words: the first colour's would name the wrong colour on this one's page. */
  description: string;
  stock: number;
  sizeStock: Record<string, number>;
}

function otherColour(base: DemoProduct, other: OtherColour): DemoProduct {
  return {
    ...base,
    slug: `${base.slug}-${other.colour.toLowerCase().replace(/\s+/g, '-')}`,
    name: `${base.name} – ${other.colour}`,
    color: other.colour,
    description: other.description,
    stock: other.stock,
    sizeStock: other.sizeStock,
    images: base.images.map((spec) => ({ ...spec, color: COLOURS[other.colour] })),
  };
}

function design(baseSlug: string, others: OtherColour[]): ColourDesign {
  const base = DEMO_PRODUCTS.find((p) => p.slug === baseSlug);
  if (!base) throw new Error(`colour design: no demo product ${baseSlug}`);
  return { baseSlug, others: others.map((o) => otherColour(base, o)) };
}

export const DEMO_COLOUR_DESIGNS: ColourDesign[] = [
  design('everyday-crew-tee-maroon', [
    {
      colour: 'Navy Blue',
      description:
        'The everyday crew neck in a deep navy that hides a long day well: bio-washed cotton jersey for a soft hand feel, a small embroidered chest mark and a regular fit. Wears alone or under an overshirt.',
      stock: 40,
      sizeStock: { S: 5, M: 12, L: 12, XL: 7, XXL: 4 },
    },
    // Sold out, so the swatch row shows a struck-through colour.
    {
      colour: 'White',
      description:
        'The everyday crew neck in clean white: bio-washed cotton that stays soft wash after wash, a small tonal chest mark and a neckband that keeps its shape. The tee to wear under every shirt.',
      stock: 0,
      sizeStock: { S: 0, M: 0, L: 0, XL: 0, XXL: 0 },
    },
  ]),
  design('kesariya-haldi-kurta-turmeric', [
    {
      colour: 'Pista Green',
      description:
        'A pista-green cotton slub kurta with ivory thread work on the placket and collar. Light and breathable for a daytime mehendi; pairs with white or beige pyjamas.',
      stock: 14,
      sizeStock: { S: 1, M: 4, L: 5, XL: 3, XXL: 1 },
    },
    {
      colour: 'Peach',
      description:
        'A soft peach cotton slub kurta with gold-tone thread work on the placket and collar. Easy to wash after the haldi and gentle in photographs; pairs with ivory pyjamas.',
      stock: 9,
      sizeStock: { S: 1, M: 3, L: 3, XL: 1, XXL: 1 },
    },
  ]),
  design('kaveri-oxford-shirt-sky-blue', [
    {
      colour: 'White',
      description:
        'The Kaveri oxford in crisp white: a button-down collar, single chest pocket and a curved hem that sits well tucked or untucked. Slim through the body, easy to iron, ready for interviews and office days.',
      stock: 28,
      sizeStock: { S: 3, M: 9, L: 8, XL: 5, XXL: 3 },
    },
  ]),
];
