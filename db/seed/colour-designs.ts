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
  stock: number;
  sizeStock: Record<string, number>;
}

function otherColour(base: DemoProduct, other: OtherColour): DemoProduct {
  return {
    ...base,
    slug: `${base.slug}-${other.colour.toLowerCase().replace(/\s+/g, '-')}`,
    name: `${base.name} – ${other.colour}`,
    color: other.colour,
    description: base.description.replace(/Sold in deep maroon\.$/, `Sold in ${other.colour}.`),
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
    { colour: 'Navy Blue', stock: 40, sizeStock: { S: 5, M: 12, L: 12, XL: 7, XXL: 4 } },
    // Sold out, so the swatch row shows a struck-through colour.
    { colour: 'White', stock: 0, sizeStock: { S: 0, M: 0, L: 0, XL: 0, XXL: 0 } },
  ]),
  design('kesariya-haldi-kurta-turmeric', [
    { colour: 'Pista Green', stock: 14, sizeStock: { S: 1, M: 4, L: 5, XL: 3, XXL: 1 } },
    { colour: 'Peach', stock: 9, sizeStock: { S: 1, M: 3, L: 3, XL: 1, XXL: 1 } },
  ]),
  design('kaveri-oxford-shirt-sky-blue', [
    { colour: 'White', stock: 28, sizeStock: { S: 3, M: 9, L: 8, XL: 5, XXL: 3 } },
  ]),
];
