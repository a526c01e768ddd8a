// The demo shop's HSN codes and GST rates per kind of goods (a sub-category), as in force from
// 22 September 2025 (CBIC Notification No. 9/2025-Central Tax (Rate); docs/decisions.md lists
// what each rests on). The owner corrects them in admin › Tax rates; a saved row wins. Clothing
// (HSN chapters 61–63) always follows the price slab; footwear has the same slab per pair.
import type { TaxRule } from './tax-rates';

export interface KindRate {
  hsn: string;
  rule: TaxRule;
}

const SLAB: TaxRule = { kind: 'slab' };
const fixed = (percent: number): TaxRule => ({ kind: 'fixed', rateBp: percent * 100 });

export const DEFAULT_KIND_RATES: Readonly<Record<string, KindRate>> = {
  Shirt: { hsn: '6205', rule: SLAB },
  'T-Shirt': { hsn: '6109', rule: SLAB },
  Jeans: { hsn: '6203', rule: SLAB },
  'Cotton Pant': { hsn: '6203', rule: SLAB },
  Pants: { hsn: '6203', rule: SLAB },
  Shorts: { hsn: '6203', rule: SLAB },
  'Co-ords': { hsn: '6211', rule: SLAB },
  Track: { hsn: '6112', rule: SLAB },
  'Combo set': { hsn: '6109', rule: SLAB },
  Jacket: { hsn: '6201', rule: SLAB },
  Suit: { hsn: '6203', rule: SLAB },
  Sherwani: { hsn: '6203', rule: SLAB },
  Jodhpuri: { hsn: '6203', rule: SLAB },
  Kurthas: { hsn: '6211', rule: SLAB },
  'Dress code': { hsn: '6203', rule: SLAB },
  Footwear: { hsn: '6403', rule: SLAB },
  Crocs: { hsn: '6402', rule: SLAB },
  Caps: { hsn: '6505', rule: fixed(5) },
  Belt: { hsn: '4203', rule: fixed(18) },
  Wallets: { hsn: '4202', rule: fixed(18) },
  Watches: { hsn: '9102', rule: fixed(18) },
  Watch: { hsn: '9102', rule: fixed(18) },
  Sunglasses: { hsn: '9004', rule: fixed(18) },
  Jewellery: { hsn: '7117', rule: fixed(3) },
  Perfume: { hsn: '3303', rule: fixed(18) },
  Lotion: { hsn: '3304', rule: fixed(18) },
  'Whitening cream': { hsn: '3304', rule: fixed(18) },
  'Whitening soap': { hsn: '3401', rule: fixed(5) },
};

/** A kind the table does not know (a new sub-category): clothing's slab under a general HSN. */
export const FALLBACK_KIND_RATE: KindRate = { hsn: '6211', rule: SLAB };
