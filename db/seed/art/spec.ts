// What one product illustration is: its kind, colours, fabric pattern and view.

export const ART_KINDS = [
  'shirt',
  'tshirt',
  'jeans',
  'trousers',
  'shorts',
  'track',
  'coords',
  'jacket',
  'suit',
  'sherwani',
  'kurta',
  'jodhpuri',
  'shoe',
  'loafer',
  'crocs',
  'watch',
  'cap',
  'sunglasses',
  'wallet',
  'belt',
  'jewellery',
  'bracelet',
  'perfume',
  'lotion',
  'cream',
  'soap',
  'combo',
] as const;

export type ArtKind = (typeof ART_KINDS)[number];
export type ArtPattern = 'plain' | 'stripes' | 'checks' | 'dots';
/** 0 front, 1 back or another angle, 2 close-up detail, 3 folded, on a hanger or restyled. */
export type ArtView = 0 | 1 | 2 | 3;

export interface ArtSpec {
  kind: ArtKind;
  /** Main colour (fabric, leather, liquid, metal for jewellery), hex. */
  color: string;
  /** Second colour: print, stitching, trim, metal of a watch case, lens tint, pump or cap. */
  accent: string;
  /** Fabric for garments. Watches: plain leather, stripes fabric strap, checks metal links,
   *  dots silicone. Bracelets: plain solid kada, anything else chain links. */
  pattern: ArtPattern;
  view: ArtView;
  /** Brand text printed on bottles, jars, soap, caps, wallets, watch dials and tee chests. */
  label?: string;
}
