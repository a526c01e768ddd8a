// The reorder test's three products and their history, written out so a person can work out the
// figures by hand (tests/unit/reorder-db.test.ts does, next to its assertions). Times are in
// India; the clock is 31 March 2026, 18:00.
import type { History } from '../../scripts/seed-history.sim';
import { at } from './reorder-db';

const jan1 = at('2026-01-01', '09:00');
const counter = (day: string, lines: History['orders'][number]['lines'], hhmm = '12:00') => ({
  channel: 'counter' as const,
  status: 'completed' as const,
  createdAt: at(day, hhmm),
  confirmedAt: null,
  lines,
});
const web = (day: string, lines: History['orders'][number]['lines'], hhmm = '11:00') => ({
  channel: 'web' as const,
  status: 'completed' as const,
  createdAt: at(day, hhmm),
  confirmedAt: new Date(at(day, hhmm).getTime() + 30 * 60_000),
  lines,
});
const product = (key: number, name: string, brand: string, sizes: string[], createdAt: Date) => ({
  key,
  name,
  brand,
  main: 'mens',
  sub: 'Shirt',
  price: '999.00',
  sizes,
  footwear: false,
  createdAt,
});

// A: a kurta in M and L. M: 20 at the start; 2 sold 20 Feb (both back 25 Feb too small, damaged:
// written off); in the window 3 + 5 + 10 sold (out from 15 Mar noon), 12 in on 20 Mar 09:30,
// 2 sold on the web 26 Mar (1 back 29 Mar too small, restocked), 1 sold 30 Mar: 10 left.
// L: 5, never sells (one web order for it was cancelled before it was confirmed).
// B: a shirt kept as one count: 8; sold 1 (web, 3 Mar), 2, 1, 1 (web, 31 Mar 10:20): 3 left; a
// web order still new does not count.
// C: track pants added 10 Mar 09:00 (the 8 days before count as out): M 4, sold 1, 1, 2 (out
// from 13 Mar 15:00), 6 in on 24 Mar 09:30, sold 1 (web), 2, 1: 2 left. L 2, both sold 20 Mar
// 18:00, out ever since (today counts: out until now).
export const hand: History = {
  products: [
    product(1, 'Kurta A', 'Manyavar', ['M', 'L'], jan1),
    product(2, 'Oxford Shirt B', 'Allen Solly', [], jan1),
    product(3, 'Track Pant C', '', ['S', 'M', 'L'], at('2026-03-10', '09:00')),
  ],
  moves: [
    { product: 1, size: 'M', change: 20, reason: 'opening', at: jan1 },
    { product: 1, size: 'L', change: 5, reason: 'opening', at: jan1 },
    { product: 1, size: 'M', change: 12, reason: 'receipt', at: at('2026-03-20', '09:30') },
    { product: 2, size: '', change: 8, reason: 'opening', at: jan1 },
    { product: 3, size: 'M', change: 4, reason: 'opening', at: at('2026-03-10', '09:00') },
    { product: 3, size: 'L', change: 2, reason: 'opening', at: at('2026-03-10', '09:00') },
    { product: 3, size: 'M', change: 6, reason: 'receipt', at: at('2026-03-24', '09:30') },
  ],
  orders: [
    {
      ...counter('2026-02-20', [{ product: 1, size: 'M', qty: 2 }]),
      returned: {
        line: 0,
        qty: 2,
        reason: 'too_small',
        receivedAt: at('2026-02-25', '10:00'),
        condition: 'damaged',
      },
    },
    counter('2026-03-05', [{ product: 1, size: 'M', qty: 3 }]),
    counter('2026-03-10', [{ product: 1, size: 'M', qty: 5 }]),
    counter('2026-03-15', [{ product: 1, size: 'M', qty: 10 }]),
    {
      ...web('2026-03-26', [{ product: 1, size: 'M', qty: 2 }]),
      returned: { line: 0, qty: 1, reason: 'too_small', receivedAt: at('2026-03-29', '10:00') },
    },
    counter('2026-03-30', [{ product: 1, size: 'M', qty: 1 }]),
    {
      ...web('2026-03-28', [{ product: 1, size: 'L', qty: 1 }]),
      status: 'cancelled',
      confirmedAt: null,
    },
    web('2026-03-03', [{ product: 2, size: '', qty: 1 }], '10:00'),
    counter('2026-03-12', [{ product: 2, size: '', qty: 2 }]),
    counter('2026-03-27', [{ product: 2, size: '', qty: 1 }]),
    { ...web('2026-03-31', [{ product: 2, size: '', qty: 1 }], '09:50') },
    {
      ...web('2026-03-31', [{ product: 2, size: '', qty: 4 }], '16:00'),
      status: 'new',
      confirmedAt: null,
    },
    counter('2026-03-11', [{ product: 3, size: 'M', qty: 1 }]),
    counter('2026-03-12', [{ product: 3, size: 'M', qty: 1 }]),
    counter('2026-03-13', [{ product: 3, size: 'M', qty: 2 }], '15:00'),
    counter('2026-03-20', [{ product: 3, size: 'L', qty: 2 }], '18:00'),
    web('2026-03-25', [{ product: 3, size: 'M', qty: 1 }]),
    counter('2026-03-28', [{ product: 3, size: 'M', qty: 2 }]),
    counter('2026-03-31', [{ product: 3, size: 'M', qty: 1 }]),
  ],
};
